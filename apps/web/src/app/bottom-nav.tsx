import { clsx } from 'clsx';
import { Compass, Heart, PlusCircle, UserRound, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { QuietBoundary } from '../components/ui/quiet-boundary';
import { useAuth } from '../features/auth/auth-context';
import { useExploreHref } from '../features/places/explore/explore-href';
import { haptic } from '../lib/native/haptics';
import { paths } from '../lib/paths';
import { retryableLazy } from '../lib/retryable-lazy';

// Only someone signed in has decisions to count: the badge's code loads then.
const DecisionsBadge = retryableLazy<{ userId: number }>(() =>
  import('../features/contributions/components/decisions-badge').then((module) => ({
    default: module.DecisionsBadge,
  })),
);

interface Tab {
  path: string;
  label: string;
  meaning: string;
  icon: LucideIcon;
  /** The screens opened from this tab's screen, under which the tab stays marked. */
  below?: readonly string[];
}

// docs/product.md#routes-and-navigation Bottom navigation bar.
const tabs: readonly Tab[] = [
  { path: paths.home, label: 'Explore', meaning: 'explore locations', icon: Compass },
  { path: paths.saved, label: 'Saved', meaning: 'view saved locations', icon: Heart },
  { path: paths.suggest, label: 'Suggest', meaning: 'suggest new location', icon: PlusCircle },
  {
    path: paths.profile,
    label: 'Profile',
    meaning: 'view profile settings',
    icon: UserRound,
    below: [paths.settings, paths.motdArchive, paths.admin],
  },
];

/**
 * Whether `location` is the tab's screen ('page') or one opened from it ('true': the tab is where
 * the person is, not the page itself), else not marked.
 */
const currentIn = (tab: Tab, location: string): 'page' | 'true' | undefined => {
  if (location === tab.path) return 'page';
  return tab.below?.includes(location) ? 'true' : undefined;
};

export function BottomNav() {
  const [location] = useLocation();
  // Explore comes back as it was left: its filters are in its URL.
  const exploreHref = useExploreHref();
  const { user } = useAuth();
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur dark:border-stone-800 dark:bg-stone-950/95"
    >
      <ul className="mx-auto grid max-w-md grid-cols-4">
        {tabs.map((tab) => {
          const { path, label, meaning, icon: Icon } = tab;
          const current = currentIn(tab, location);
          const active = current !== undefined;
          return (
            <li key={path}>
              <Link
                href={path === paths.home ? exploreHref : path}
                title={meaning}
                aria-current={current}
                onClick={() => {
                  if (current !== 'page') haptic('tabSwitch');
                }}
                className={clsx(
                  'relative flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs focus-visible:outline-2 focus-visible:outline-brand-700',
                  active
                    ? 'font-bold text-brand-800 dark:text-brand-300'
                    : 'font-medium text-stone-600 hover:text-stone-900 dark:text-stone-400 dark:hover:text-stone-100',
                )}
              >
                {/* The active tab is marked by shape and weight too, not by colour alone. */}
                {active && (
                  <span
                    aria-hidden="true"
                    className="absolute top-0 h-1 w-10 rounded-b-full bg-brand-700 dark:bg-brand-300"
                  />
                )}
                <Icon aria-hidden="true" className="size-6" strokeWidth={active ? 2.5 : 2} />
                {label}
                {path === paths.profile && user && (
                  <QuietBoundary what="Decisions badge">
                    <DecisionsBadge userId={user.id} />
                  </QuietBoundary>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
