import { Megaphone } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { ScreenHeader } from '../../components/ui/screen-header';

export default function MotdArchiveScreen() {
  return (
    <>
      <ScreenHeader title="Announcements" />
      <EmptyState icon={Megaphone} title="No announcements yet">
        News from the Waggle team will be kept here once it is published.
      </EmptyState>
    </>
  );
}
