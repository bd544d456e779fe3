import type { LucideIcon } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { signInPath } from '../../../lib/return-path';
import { useAuth } from '../auth-context';

/**
 * For signed-out people on a signed-in screen: sign in, then come back here (query included, e.g.
 * `/suggest?edit=5`). While the sign-in is still being checked it shows a spinner instead.
 */
export function SignInPrompt({
  icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: string;
}) {
  const [location] = useLocation();
  const search = useSearch();
  const { loading } = useAuth();
  if (loading) return <Spinner label="Checking your sign-in" />;
  return (
    <EmptyState
      icon={icon}
      title={title}
      action={
        <ButtonLink href={signInPath(search ? `${location}?${search}` : location)}>
          Sign in
        </ButtonLink>
      }
    >
      {children}
    </EmptyState>
  );
}
