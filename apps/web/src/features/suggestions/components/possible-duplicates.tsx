import { TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { usePossibleDuplicates } from '../api/get-possible-duplicates';
import type { PlaceFieldsDraft } from '../place-fields-draft';

/**
 * docs/product.md#possible-duplicates: on the new-place form, the places it may duplicate, each
 * linked. Only a warning: the suggestion can still be sent.
 */
export function PossibleDuplicates({ draft }: { draft: PlaceFieldsDraft }) {
  const { data } = usePossibleDuplicates(draft);
  const places = data?.places ?? [];
  return (
    <div role="status">
      {places.length > 0 && (
        <div className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div>
            <ul className="grid gap-1">
              {places.map((place) => (
                <li key={place.id}>
                  There may already be this place:{' '}
                  <Link href={paths.location(place.id)} className="font-medium underline">
                    {place.name}
                  </Link>
                  , {place.distanceM} m away
                </li>
              ))}
            </ul>
            <p className="mt-1">If it is another place, you can still send your suggestion.</p>
          </div>
        </div>
      )}
    </div>
  );
}
