import { Heart } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { ScreenHeader } from '../../components/ui/screen-header';
import { paths } from '../../lib/paths';

export default function SavedScreen() {
  return (
    <>
      <ScreenHeader title="Saved" />
      <EmptyState
        icon={Heart}
        title="No saved places yet"
        action={<ButtonLink href={paths.home}>Explore places</ButtonLink>}
      >
        Places you save with the heart button show up here, ready for your next walk.
      </EmptyState>
    </>
  );
}
