import type { Place } from '@waggle/shared/places';
import { memo, type ReactNode } from 'react';
import { useDistanceText } from '../../../lib/distance-unit/use-distance-text';
import { PlaceCard } from './place-card';

/** What a list can show beside each card (the favourite toggle, composed by the screen). */
export type PlaceAction = (place: Place) => ReactNode;

/**
 * One card, rendered again only when its place, distance or action changes: a list re-renders
 * whenever the user's location state does (locating, a fix, an error), and its twenty cards
 * need not.
 */
const PlaceListItem = memo(function PlaceListItem({
  place,
  distance,
  placeAction,
}: {
  place: Place;
  distance: string;
  placeAction: PlaceAction | undefined;
}) {
  return <PlaceCard place={place} distance={distance} action={placeAction?.(place)} />;
});

/** Places as cards with their distance text (docs/product.md#distance) from the user's position. */
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
        // A card out of view is not styled, laid out or painted until it nears the viewport
        // (most of a list starts below the map); it keeps its last size once it has been seen.
        <li
          key={place.id}
          className="[contain-intrinsic-size:auto_128px] [content-visibility:auto]"
        >
          <PlaceListItem place={place} distance={distanceText(place)} placeAction={placeAction} />
        </li>
      ))}
    </ul>
  );
}
