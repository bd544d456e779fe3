import { Suspense } from 'react';
import { retryableLazy } from '../../../lib/retryable-lazy';
import type { PlaceMapProps } from './place-map';

// The map and Leaflet load after first paint, in their own chunk; a failed load is retried with
// the screen (ScreenBoundary's "Try again").
const PlaceMap = retryableLazy(() => import('./place-map'));

/** The place map, with a same-sized placeholder while its chunk loads. */
export function LazyPlaceMap({ className, ...props }: PlaceMapProps & { className: string }) {
  return (
    <div className={className}>
      <Suspense
        fallback={
          <div
            className="h-full animate-pulse rounded-2xl bg-stone-200 dark:bg-stone-800"
            aria-hidden="true"
          />
        }
      >
        <PlaceMap {...props} />
      </Suspense>
    </div>
  );
}
