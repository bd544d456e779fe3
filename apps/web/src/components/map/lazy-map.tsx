import { memo, Suspense, type ReactNode } from 'react';
import { retryableLazy } from '../../lib/retryable-lazy';
import { usePrefetchMapConfig } from './api/get-map-config';
import { MapBoundary } from './map-boundary';
import type { MoveMapProps } from './move-map';
import type { PinMapProps } from './pin-map';
import type { PlaceMapProps } from './place-map';

// The maps and Leaflet load after first paint, in their own chunks. A failed load stays in the
// map's slot (MapBoundary), whose "Try again" gives it a fresh loader as the screen's does.
const PlaceMap = retryableLazy(() => import('./place-map'));
const PinMap = retryableLazy(() => import('./pin-map'));
const MoveMap = retryableLazy(() => import('./move-map'));

/**
 * Stands in for a map while its code loads, and meanwhile asks where its tiles come from, so the
 * answer arrives alongside the code rather than after it.
 */
function MapPlaceholder() {
  usePrefetchMapConfig();
  return (
    <div
      className="h-full animate-pulse rounded-2xl bg-stone-200 dark:bg-stone-800"
      aria-hidden="true"
    />
  );
}

/** A same-sized placeholder while a map's chunk loads, and in its place if it fails. */
function MapSlot({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div className={className}>
      <MapBoundary>
        <Suspense fallback={<MapPlaceholder />}>{children}</Suspense>
      </MapBoundary>
    </div>
  );
}

/** The map of places, loaded on demand; rendered again only when its props change. */
export const LazyPlaceMap = memo(function LazyPlaceMap({
  className,
  ...props
}: PlaceMapProps & { className: string }) {
  return (
    <MapSlot className={className}>
      <PlaceMap {...props} />
    </MapSlot>
  );
});

/** The map with one draggable pin, loaded on demand. */
export function LazyPinMap({ className, ...props }: PinMapProps & { className: string }) {
  return (
    <MapSlot className={className}>
      <PinMap {...props} />
    </MapSlot>
  );
}

/** A moved pin's two positions, loaded on demand. */
export function LazyMoveMap({ className, ...props }: MoveMapProps & { className: string }) {
  return (
    <MapSlot className={className}>
      <MoveMap {...props} />
    </MapSlot>
  );
}
