import { PlusCircle } from 'lucide-react';
import { EmptyScreen } from '../../components/ui/empty-screen';
import { paths } from '../../lib/paths';

export default function SuggestScreen() {
  return (
    <EmptyScreen
      title="Suggest a place"
      icon={PlusCircle}
      heading="Know a spot we're missing?"
      next={{ href: paths.signup, label: 'Sign in to suggest' }}
    >
      Dog owners add the places they love. Sign in to suggest a café, park or trail, and our
      moderators will check it before it goes live.
    </EmptyScreen>
  );
}
