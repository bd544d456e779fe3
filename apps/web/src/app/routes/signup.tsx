import { LogIn } from 'lucide-react';
import { EmptyScreen } from '../../components/ui/empty-screen';

export default function SignupScreen() {
  return (
    <EmptyScreen title="Join Waggle" icon={LogIn} heading="Sign-in is not switched on yet">
      With an account you can save places, suggest new ones, review with photos and keep your
      dog&apos;s profile. You can browse every place without one.
    </EmptyScreen>
  );
}
