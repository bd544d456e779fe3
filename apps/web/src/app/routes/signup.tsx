import { LogIn } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { ScreenHeader } from '../../components/ui/screen-header';

export default function SignupScreen() {
  return (
    <>
      <ScreenHeader title="Join Waggle" />
      <EmptyState icon={LogIn} title="Sign-in is not switched on yet">
        With an account you can save places, suggest new ones, review with photos and keep your
        dog&apos;s profile. You can browse every place without one.
      </EmptyState>
    </>
  );
}
