import type { Place } from '@waggle/shared/places';
import { MapPin, Navigation, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { Link } from 'wouter';
import { CategoryBadge } from '../../../components/ui/category-badge';
import { filledStarClasses } from '../../../lib/palette';
import { haptic } from '../../../lib/native/haptics';
import { paths } from '../../../lib/paths';

/**
 * A place in a list; `distance` is the docs/product.md#distance text when a position is known, `action`
 * a control beside the card (the favourite toggle), outside the link.
 */
export function PlaceCard({
  place,
  distance,
  action,
}: {
  place: Place;
  distance?: string;
  action?: ReactNode;
}) {
  return (
    <div className="relative">
      <PlaceLink place={place} distance={distance} roomForAction={Boolean(action)} />
      {action && <div className="absolute top-3 right-3">{action}</div>}
    </div>
  );
}

function PlaceLink({
  place,
  distance,
  roomForAction,
}: {
  place: Place;
  distance: string | undefined;
  roomForAction: boolean;
}) {
  return (
    <Link
      href={paths.location(place.id)}
      onClick={() => haptic('locationTap')}
      className="block rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-brand-700 dark:border-stone-800 dark:bg-stone-900"
    >
      <div className={clsx('flex items-start justify-between gap-3', roomForAction && 'pr-12')}>
        <h2 className="font-semibold text-stone-900 dark:text-stone-50">{place.name}</h2>
        <CategoryBadge category={place.category} />
      </div>
      <p className="mt-1 flex items-center gap-1 text-sm text-stone-600 dark:text-stone-400">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        {[place.address, place.city].filter(Boolean).join(', ') || 'Address unknown'}
      </p>
      {distance && (
        <p className="mt-1 flex items-center gap-1 text-sm font-medium text-stone-800 dark:text-stone-200">
          <Navigation aria-hidden="true" className="size-4 shrink-0" />
          {distance}
        </p>
      )}
      {place.ratingCount > 0 && (
        <p className="mt-1 flex items-center gap-1 text-sm text-stone-700 dark:text-stone-300">
          <Star aria-hidden="true" className={clsx('size-4', filledStarClasses)} />
          {place.ratingAvg.toFixed(1)}
          <span className="text-stone-600 dark:text-stone-400">
            ({place.ratingCount} {place.ratingCount === 1 ? 'review' : 'reviews'})
          </span>
        </p>
      )}
    </Link>
  );
}
