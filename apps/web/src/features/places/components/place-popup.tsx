import { placeCategoryLabels } from '@waggle/shared/domain';
import type { Place } from '@waggle/shared/places';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';

export function PlacePopup({ place, distance }: { place: Place; distance?: string }) {
  return (
    <div className="grid gap-0.5">
      <Link href={paths.location(place.id)} className="font-semibold underline">
        {place.name}
      </Link>
      <span>{placeCategoryLabels[place.category]}</span>
      {distance && <span>{distance}</span>}
    </div>
  );
}
