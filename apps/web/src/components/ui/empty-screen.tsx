import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from './button-link';
import { EmptyState } from './empty-state';
import { ScreenHeader } from './screen-header';

/** A screen whose only content is its title and an empty state, with an optional next step. */
export function EmptyScreen({
  title,
  icon,
  heading,
  next,
  children,
}: {
  title: string;
  icon: LucideIcon;
  heading: string;
  next?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <>
      <ScreenHeader title={title} />
      <EmptyState
        icon={icon}
        title={heading}
        action={next && <ButtonLink href={next.href}>{next.label}</ButtonLink>}
      >
        {children}
      </EmptyState>
    </>
  );
}
