import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { secondaryButtonClasses } from '../../../components/ui/button-link';
import { Tooltip } from '../../../components/ui/tooltip';
import { useFavoriteIds } from '../api/get-favorite-ids';
import { useToggleFavorite } from '../api/toggle-favorite';

/**
 * Saves or unsaves a place. `compact`: a heart alone, for a place card, named after the place so
 * a screen reader can tell the hearts of a list apart.
 */
export function FavoriteButton({
  userId,
  placeId,
  placeName,
  compact = false,
}: {
  userId: number;
  placeId: number;
  placeName: string;
  compact?: boolean;
}) {
  const { data } = useFavoriteIds(userId);
  const toggle = useToggleFavorite(userId);
  const saved = data?.placeIds.includes(placeId) ?? false;
  const heart = (
    <Heart aria-hidden="true" className={clsx('size-5', saved && 'fill-red-600 text-red-600')} />
  );
  const button = (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={compact ? `Save ${placeName}` : undefined}
      disabled={!data}
      onClick={() => toggle.mutate({ placeId, save: !saved })}
      className={
        compact
          ? 'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow-sm hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60 dark:bg-stone-900/90 dark:text-stone-100'
          : secondaryButtonClasses
      }
    >
      {heart}
      {!compact && (saved ? 'Saved' : 'Save')}
    </button>
  );
  return compact ? <Tooltip label={saved ? 'Saved' : 'Save'}>{button}</Tooltip> : button;
}

/** A card's favourite toggle, for lists of places (composed by the screens). */
export const favoriteToggle = (userId: number) => (place: { id: number; name: string }) => (
  <FavoriteButton userId={userId} placeId={place.id} placeName={place.name} compact />
);
