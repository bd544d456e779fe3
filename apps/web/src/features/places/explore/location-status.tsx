import { LocateFixed, LocateOff } from 'lucide-react';
import { defaultPositionName, useUserLocation } from '../../../lib/location/location-context';

/**
 * Where the list is centred and distances measured from (docs/product.md#where-the-list-is-centred),
 * the docs/product.md#device-location error, and a way to use the device's position (again).
 * `near` is the centre the person chose (a town, the map's centre), if any.
 */
export function LocationStatus({ near, onLocate }: { near: string | null; onLocate: () => void }) {
  const { status, hasFix, error } = useUserLocation();
  const locating = status === 'locating';
  const own = hasFix ? 'your last known position' : defaultPositionName;
  const text = locating
    ? 'Finding your location…'
    : error
      ? `${error} Showing places near ${near ?? own}.`
      : near
        ? `Showing places near ${near}.`
        : hasFix
          ? 'Showing places near you.'
          : `Showing places near ${defaultPositionName}.`;
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <p
        role="status"
        className={error ? 'text-red-800 dark:text-red-300' : 'text-stone-700 dark:text-stone-300'}
      >
        {text}
      </p>
      <button
        type="button"
        onClick={onLocate}
        disabled={locating}
        className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-3 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60 dark:text-brand-300 dark:hover:bg-stone-800"
      >
        {error ? (
          <LocateOff aria-hidden="true" className="size-4" />
        ) : (
          <LocateFixed aria-hidden="true" className="size-4" />
        )}
        {hasFix && !near ? 'Update location' : 'Use my location'}
      </button>
    </div>
  );
}
