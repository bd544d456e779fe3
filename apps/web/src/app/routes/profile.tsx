import { Dog, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { ScreenHeader } from '../../components/ui/screen-header';
import { useAuth } from '../../features/auth/auth-context';
import { MyContributions } from '../../features/contributions';
import { DeleteAccountSection } from '../../features/auth/components/delete-account-section';
import { ProfileCard } from '../../features/auth/components/profile-card';
import { ProfileForm } from '../../features/auth/components/profile-form';
import { SignInPrompt } from '../../features/auth/components/sign-in-prompt';
import { paths } from '../../lib/paths';
import { Button } from '../../components/ui/button';
import { AccessibilitySheetButton } from '../../features/settings/components/accessibility-sheet';

export default function ProfileScreen() {
  const { user, signOut } = useAuth();
  return (
    <>
      <ScreenHeader
        title="Profile"
        action={
          <div className="flex items-center gap-3">
            <Link
              href={paths.settings}
              className="inline-flex min-h-11 min-w-11 items-center justify-center text-sm font-medium text-brand-800 underline dark:text-brand-300"
            >
              Settings
            </Link>
            <AccessibilitySheetButton />
          </div>
        }
      />
      {!user && (
        <SignInPrompt icon={Dog} title="You're not signed in">
          Sign in to keep your dog's name and size, save places and share reviews.
        </SignInPrompt>
      )}
      {user && (
        <>
          <ProfileCard user={user} />
          {user.isAdmin && (
            <Link
              href={paths.admin}
              className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-800 underline dark:text-brand-300"
            >
              <ShieldCheck aria-hidden="true" className="size-4" /> Admin area
            </Link>
          )}
          <ProfileForm key={user.id} user={user} />
          <MyContributions userId={user.id} />
          <Button variant="secondary" className="mt-6 w-full" onClick={() => void signOut()}>
            Sign out
          </Button>
          <DeleteAccountSection />
        </>
      )}
    </>
  );
}
