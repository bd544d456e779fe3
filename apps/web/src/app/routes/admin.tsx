import { ShieldCheck } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { ScreenHeader } from '../../components/ui/screen-header';
import { paths } from '../../lib/paths';

export default function AdminScreen() {
  return (
    <>
      <ScreenHeader title="Admin" />
      <EmptyState
        icon={ShieldCheck}
        title="Admins only"
        action={<ButtonLink href={paths.signup}>Sign in</ButtonLink>}
      >
        Sign in with an admin account to moderate suggestions, reviews and photos.
      </EmptyState>
    </>
  );
}
