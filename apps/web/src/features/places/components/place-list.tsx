import type { Place } from '@waggle/shared/places';
import type { ReactNode } from 'react';
import { useDistanceText } from '../../../lib/distance-unit/use-distance-text';
import { PlaceCard } from './place-card';

/** What a list can show beside each card (the favourite toggle, composed by the screen). */
export type PlaceAction = (place: Place) => ReactNode;

/** Places as cards with their distance text (spec §9) from the user's position. */
export function PlaceList({
  places,
  label,
  placeAction,
}: {
  places: readonly Place[];
  label: string;
  placeAction?: PlaceAction | undefined;
}) {
  const distanceText = useDistanceText();
  return (
    <ul className="grid gap-3" aria-label={label}>
      {places.map((place) => (
        <li key={place.id}>
          <PlaceCard place={place} distance={distanceText(place)} action={placeAction?.(place)} />
        </li>
      ))}
    </ul>
  );
}
