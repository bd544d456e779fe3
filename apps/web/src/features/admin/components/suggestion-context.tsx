import type { AdminSuggestion } from '@waggle/shared/admin';
import { distanceKm, type LatLng } from '@waggle/shared/distance';
import type { PlaceFields } from '@waggle/shared/place-fields';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { LazyMoveMap } from '../../../components/map/lazy-map';

// docs/product.md#moderation: what a card shows of the place a suggestion or report is about.

const linkClasses = 'font-medium text-brand-800 underline dark:text-brand-300';
const lineClasses = 'mt-2 text-sm text-stone-700 dark:text-stone-300';

/** ", Lyon", or nothing when the place has no town or city. */
const cityText = (city: string | null | undefined) => (city ? `, ${city}` : '');

/** The place a card is about, linked, with its town or city. */
export function PlaceLine({
  label,
  place,
}: {
  label: string;
  place: { id: number; name: string; city: string | null };
}) {
  return (
    <p className={lineClasses}>
      {label}{' '}
      <Link href={paths.location(place.id)} className={linkClasses}>
        {place.name}
      </Link>
      {cityText(place.city)}
    </p>
  );
}

/**
 * An edit's place (linked, with its town or city), or a new place's town or city as suggested.
 */
export function SuggestionPlace({ suggestion }: { suggestion: AdminSuggestion }) {
  if (suggestion.current) return <PlaceLine label="Place:" place={suggestion.current} />;
  if (suggestion.kind === 'edit') return null;
  const city = 'city' in suggestion.fields ? suggestion.fields.city : null;
  return <p className={lineClasses}>Town or city: {city ?? 'not given'}</p>;
}

/** "Moved 43 m", and both positions on a small map, when an edit moves the pin. */
export function MovedPin({
  proposed,
  current,
}: {
  proposed: Partial<PlaceFields>;
  current: PlaceFields | null;
}) {
  if (!current || (proposed.lat === undefined && proposed.lng === undefined)) return null;
  const to: LatLng = { lat: proposed.lat ?? current.lat, lng: proposed.lng ?? current.lng };
  const metres = Math.round(distanceKm(current, to) * 1000);
  return (
    <div className="mt-3">
      <p className="text-sm font-medium text-stone-900 dark:text-stone-100">Moved {metres} m</p>
      <LazyMoveMap
        className="mt-2 h-48"
        from={{ lat: current.lat, lng: current.lng }}
        to={to}
        label="The place's position now (red) and as proposed (blue)"
      />
    </div>
  );
}

/** docs/product.md#possible-duplicates: the places a new one may duplicate, linked. */
export function DuplicateWarnings({ duplicates }: { duplicates: AdminSuggestion['duplicates'] }) {
  if (duplicates.length === 0) return null;
  return (
    <ul className="mt-3 grid gap-1 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
      {duplicates.map((place) => (
        <li key={place.id}>
          Possible duplicate of{' '}
          <Link href={paths.location(place.id)} className="font-medium underline">
            {place.name}
          </Link>{' '}
          ({place.distanceM} m away)
        </li>
      ))}
    </ul>
  );
}
