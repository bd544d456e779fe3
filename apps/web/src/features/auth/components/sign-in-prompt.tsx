import type { LucideIcon } from 'lucide-react';
import { useLocation } from 'wouter';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { signInPath } from '../../../lib/return-path';

/** For signed-out people on a signed-in screen: sign in, then come back here. */
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
  return (
    <EmptyState
      icon={icon}
      title={title}
      action={<ButtonLink href={signInPath(location)}>Sign in</ButtonLink>}
    >
      {children}
    </EmptyState>
  );
}
