import type { LatLng } from '@waggle/shared/distance';
import { LocateFixed } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { LazyPinMap } from '../../../components/map/lazy-map';
import { TextField } from '../../../components/ui/text-field';
import { useUserLocation } from '../../../lib/location/location-context';
import { coordinate, coordinateText } from '../place-fields-draft';
import { Button } from '../../../components/ui/button';

interface TypedPosition {
  lat: string;
  lng: string;
}

/** The pin for typed coordinates, when both are numbers in range. */
function pinOf(position: TypedPosition): LatLng | null {
  const lat = coordinate(position.lat);
  const lng = coordinate(position.lng);
  if (lat === undefined || lng === undefined) return null;
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

const typed = (position: LatLng): TypedPosition => ({
  lat: coordinateText(position.lat),
  lng: coordinateText(position.lng),
});

/**
 * Where the place is: a pin to drop and drag on the map, "Use my location", and the coordinates
 * as text fields, so they can also be typed (and read) without the map.
 */
export function PositionField({
  value,
  onChange,
  errors,
}: {
  value: TypedPosition;
  onChange: (position: TypedPosition) => void;
  errors: { lat?: string | undefined; lng?: string | undefined };
}) {
  const id = useId();
  const { position, status, error, refresh } = useUserLocation();
  const [asked, setAsked] = useState(false);
  // Set when "Use my location" asks for a fix; the next fix (or failure) answers it.
  const awaitingFix = useRef(false);

  useEffect(() => {
    if (!awaitingFix.current || status === 'locating') return;
    awaitingFix.current = false;
    if (status === 'located') onChange(typed(position));
  }, [status, position, onChange]);

  function locateMe() {
    awaitingFix.current = true;
    setAsked(true);
    refresh();
  }

  const pin = pinOf(value);
  const locating = asked && status === 'locating';
  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium">Position</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        Tap the map to drop the pin, then drag it to the exact spot. You can also type the
        coordinates.
      </p>
      <LazyPinMap
        className="mt-2 h-56"
        label="Map for the place's position"
        pin={pin}
        center={position}
        zoom={pin ? 16 : 13}
        onPinChange={(moved) => onChange(typed(moved))}
      />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={locateMe} disabled={locating}>
          <LocateFixed aria-hidden="true" className="size-4" />
          Use my location
        </Button>
        <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
          {locating ? 'Finding your location…' : asked && status === 'error' ? error : ''}
        </p>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <TextField
          label="Latitude"
          inputMode="decimal"
          value={value.lat}
          onChange={(lat) => onChange({ ...value, lat })}
          error={errors.lat}
        />
        <TextField
          label="Longitude"
          inputMode="decimal"
          value={value.lng}
          onChange={(lng) => onChange({ ...value, lng })}
          error={errors.lng}
        />
      </div>
    </fieldset>
  );
}
