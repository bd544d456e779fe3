import { QuietBoundary } from '../components/ui/quiet-boundary';
import { retryableLazy } from '../lib/retryable-lazy';

const StartupAnnouncements = retryableLazy(
  () => import('../features/announcements/components/startup-announcements'),
);

/**
 * The unread announcements, from the app's start: they load under the splash and open 500 ms
 * after it has ended (`splashEndedAt`, a performance.now() time; null while it is up).
 */
export function StartupAnnouncementsOverlay({ splashEndedAt }: { splashEndedAt: number | null }) {
  return (
    <QuietBoundary what="Announcements">
      <StartupAnnouncements splashEndedAt={splashEndedAt} />
    </QuietBoundary>
  );
}
