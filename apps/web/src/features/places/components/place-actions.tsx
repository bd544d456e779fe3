import type { Place } from '@waggle/shared/places';
import { Navigation, Share2 } from 'lucide-react';
import { secondaryButtonClasses } from '../../../components/ui/button-link';
import { toast } from '../../../components/ui/toast-store';
import { toastError } from '../../../lib/errors';
import { haptic } from '../../../lib/native/haptics';
import { shareContent } from '../../../lib/native/share';
import { paths } from '../../../lib/paths';
import { getPlatform } from '../../../lib/platform';
import { directionsUrl } from '../directions';
import { Button } from '../../../components/ui/button';

async function share(place: Place) {
  try {
    const outcome = await shareContent({
      title: place.name,
      text: `${place.name} — a dog-friendly place on Waggle`,
      url: new URL(paths.location(place.id), window.location.origin).toString(),
    });
    if (outcome === 'shared') haptic('shareSuccess');
    if (outcome === 'copied')
      toast({ title: 'Link copied', description: 'Paste it anywhere to share.' });
  } catch (error) {
    toastError("Couldn't share", error);
  }
}

/** Directions in the platform's maps app, and sharing. */
export function PlaceActions({ place }: { place: Place }) {
  return (
    <div className="mt-6 flex flex-wrap gap-2">
      <a
        href={directionsUrl(place, getPlatform())}
        target="_blank"
        rel="noreferrer"
        className={secondaryButtonClasses}
        onClick={() => haptic('buttonPress')}
      >
        <Navigation aria-hidden="true" className="size-4" /> Directions
      </a>
      <Button variant="secondary" onClick={() => void share(place)}>
        <Share2 aria-hidden="true" className="size-4" /> Share
      </Button>
    </div>
  );
}
