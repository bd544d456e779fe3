import { PlusCircle } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { ScreenHeader } from '../../components/ui/screen-header';
import { paths } from '../../lib/paths';

export default function SuggestScreen() {
  return (
    <>
      <ScreenHeader title="Suggest a place" />
      <EmptyState
        icon={PlusCircle}
        title="Know a spot we're missing?"
        action={<ButtonLink href={paths.signup}>Sign in to suggest</ButtonLink>}
      >
        Dog owners add the places they love. Sign in to suggest a café, park or trail, and our
        moderators will check it before it goes live.
      </EmptyState>
    </>
  );
}
