import { LocateFixed, LocateOff } from 'lucide-react';
import { useUserLocation } from '../../../lib/location/location-context';

/** Where distances are measured from, the docs/product.md#device-location error, and a way to try again. */
export function LocationStatus() {
  const { status, hasFix, error, refresh } = useUserLocation();
  const locating = status === 'locating';
  const text = locating
    ? 'Finding your location…'
    : error
      ? `${error} Showing places near ${hasFix ? 'your last known position' : 'central London'}.`
      : hasFix
        ? 'Showing places near you.'
        : 'Showing places near central London.';
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
        onClick={refresh}
        disabled={locating}
        className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-3 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60 dark:text-brand-300 dark:hover:bg-stone-800"
      >
        {error ? (
          <LocateOff aria-hidden="true" className="size-4" />
        ) : (
          <LocateFixed aria-hidden="true" className="size-4" />
        )}
        {hasFix ? 'Update location' : 'Use my location'}
      </button>
    </div>
  );
}
