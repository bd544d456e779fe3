import { Compass } from 'lucide-react';
import { useLocation } from 'wouter';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { paths } from '../../lib/paths';

export default function NotFoundScreen() {
  const [location] = useLocation();
  return (
    <>
      <EmptyState
        level={1}
        icon={Compass}
        title="Page not found"
        action={<ButtonLink href={paths.home}>Back to Explore</ButtonLink>}
      >
        There is nothing at <code className="break-all">{location}</code>. The link may be old or
        mistyped.
      </EmptyState>
    </>
  );
}
