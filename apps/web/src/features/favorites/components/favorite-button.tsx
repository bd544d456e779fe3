import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { secondaryButtonClasses } from '../../../components/ui/button-link';
import { useFavoriteIds } from '../api/favorite-ids';
import { useToggleFavorite } from '../api/toggle-favorite';

export function FavoriteButton({ userId, placeId }: { userId: number; placeId: number }) {
  const { data } = useFavoriteIds(userId);
  const toggle = useToggleFavorite(userId);
  const saved = data?.placeIds.includes(placeId) ?? false;
  return (
    <button
      type="button"
      aria-pressed={saved}
      disabled={!data}
      onClick={() => toggle.mutate({ placeId, save: !saved })}
      className={secondaryButtonClasses}
    >
      <Heart aria-hidden="true" className={clsx('size-5', saved && 'fill-red-600 text-red-600')} />
      {saved ? 'Saved' : 'Save'}
    </button>
  );
}
