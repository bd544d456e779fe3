import { Megaphone } from 'lucide-react';
import { EmptyScreen } from '../../components/ui/empty-screen';

export default function MotdArchiveScreen() {
  return (
    <EmptyScreen title="Announcements" icon={Megaphone} heading="No announcements yet">
      News from the Waggle team will be kept here once it is published.
    </EmptyScreen>
  );
}
