import type { LatLng } from '@waggle/shared/distance';
import type { Platform } from '../../lib/platform';

/** A link that opens the platform's maps app with directions to the place. */
export function directionsUrl(place: LatLng & { name: string }, platform: Platform): string {
  const at = `${place.lat},${place.lng}`;
  switch (platform) {
    case 'ios':
      return `https://maps.apple.com/?daddr=${at}&q=${encodeURIComponent(place.name)}`;
    case 'android':
      return `geo:${at}?q=${at}(${encodeURIComponent(place.name)})`;
    case 'web':
      return `https://www.google.com/maps/dir/?api=1&destination=${at}`;
  }
}
