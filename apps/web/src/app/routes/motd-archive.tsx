import { ScreenHeader } from '../../components/ui/screen-header';
import { AnnouncementArchive } from '../../features/announcements/components/announcement-archive';

export default function MotdArchiveScreen() {
  return (
    <>
      <ScreenHeader title="Announcements" subtitle="News from the Waggle team" />
      <AnnouncementArchive />
    </>
  );
}
