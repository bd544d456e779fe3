import { clsx } from 'clsx';
import { Compass, Heart, PlusCircle, UserRound, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../features/auth/auth-context';
import { DecisionsBadge } from '../features/contributions';
import { useExploreHref } from '../features/places/explore/explore-href';
import { haptic } from '../lib/native/haptics';
import { paths } from '../lib/paths';

interface Tab {
  path: string;
  label: string;
  meaning: string;
  icon: LucideIcon;
}

// docs/product.md#routes-and-navigation Bottom navigation bar.
const tabs: readonly Tab[] = [
  { path: paths.home, label: 'Explore', meaning: 'explore locations', icon: Compass },
  { path: paths.saved, label: 'Saved', meaning: 'view saved locations', icon: Heart },
  { path: paths.suggest, label: 'Suggest', meaning: 'suggest new location', icon: PlusCircle },
  { path: paths.profile, label: 'Profile', meaning: 'view profile settings', icon: UserRound },
];

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
        {tabs.map(({ path, label, meaning, icon: Icon }) => {
          const active = location === path;
          return (
            <li key={path}>
              <Link
                href={path === paths.home ? exploreHref : path}
                title={meaning}
                aria-current={active ? 'page' : undefined}
                onClick={() => {
                  if (!active) haptic('tabSwitch');
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
                {path === paths.profile && <DecisionsBadge userId={user?.id ?? null} />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
