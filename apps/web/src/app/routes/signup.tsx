import { ScreenHeader } from '../../components/ui/screen-header';
import { SignInPanel } from '../../features/auth/components/sign-in-panel';

export default function SignupScreen() {
  return (
    <>
      <ScreenHeader title="Join Waggle" subtitle="Sign in to get the most out of Waggle" />
      <SignInPanel />
    </>
  );
}
