import { Dog } from 'lucide-react';
import { Link } from 'wouter';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { ScreenHeader } from '../../components/ui/screen-header';
import { paths } from '../../lib/paths';

export default function ProfileScreen() {
  return (
    <>
      <ScreenHeader
        title="Profile"
        action={
          <Link
            href={paths.settings}
            className="text-sm font-medium text-brand-800 underline dark:text-brand-300"
          >
            Settings
          </Link>
        }
      />
      <EmptyState
        icon={Dog}
        title="You're not signed in"
        action={<ButtonLink href={paths.signup}>Sign in</ButtonLink>}
      >
        Sign in to keep your dog&apos;s name and size, save places and share reviews.
      </EmptyState>
    </>
  );
}
