import { ShieldCheck } from 'lucide-react';
import { EmptyScreen } from '../../components/ui/empty-screen';
import { paths } from '../../lib/paths';

export default function AdminScreen() {
  return (
    <EmptyScreen
      title="Admin"
      icon={ShieldCheck}
      heading="Admins only"
      next={{ href: paths.signup, label: 'Sign in' }}
    >
      Sign in with an admin account to moderate suggestions, reviews and photos.
    </EmptyScreen>
  );
}
