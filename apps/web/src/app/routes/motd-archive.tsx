import { BackLink } from '../../components/ui/back-link';
import { paths } from '../../lib/paths';
import { ScreenHeader } from '../../components/ui/screen-header';
import { AnnouncementArchive } from '../../features/announcements/components/announcement-archive';

export default function MotdArchiveScreen() {
  return (
    <>
      <BackLink href={paths.home} previous>
        Back
      </BackLink>
      <ScreenHeader title="Announcements" subtitle="News from the Waggle team" />
      <AnnouncementArchive />
    </>
  );
}
