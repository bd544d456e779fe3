import { Heart } from 'lucide-react';
import { EmptyScreen } from '../../components/ui/empty-screen';
import { paths } from '../../lib/paths';

export default function SavedScreen() {
  return (
    <EmptyScreen
      title="Saved"
      icon={Heart}
      heading="No saved places yet"
      next={{ href: paths.home, label: 'Explore places' }}
    >
      Places you save with the heart button show up here, ready for your next walk.
    </EmptyScreen>
  );
}
