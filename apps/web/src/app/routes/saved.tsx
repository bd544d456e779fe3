import { sortByDistance } from '@waggle/shared/distance';
import { Heart } from 'lucide-react';
import { useMemo } from 'react';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { ScreenHeader } from '../../components/ui/screen-header';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-context';
import { SignInPrompt } from '../../features/auth/components/sign-in-prompt';
import { useFavoriteIds } from '../../features/favorites/api/favorite-ids';
import { useSavedPlaces } from '../../features/favorites/api/saved-places';
import { PlaceCard } from '../../features/places/components/place-card';
import { useDistanceText } from '../../lib/distance-unit/use-distance-text';
import { useUserLocation } from '../../lib/location/location-context';
import { paths } from '../../lib/paths';

function SavedPlaces({ userId }: { userId: number }) {
  const { position, hasFix } = useUserLocation();
  const distanceText = useDistanceText();
  const ids = useFavoriteIds(userId);
  const saved = useSavedPlaces(ids.data?.placeIds);
  // Nearest first once the device's position is known; until then in the order saved.
  const places = useMemo(
    () => (hasFix ? sortByDistance(saved.data ?? [], position) : (saved.data ?? [])),
    [saved.data, position, hasFix],
  );
  if (ids.isPending || (saved.isPending && (ids.data?.placeIds.length ?? 0) > 0)) {
    return <Spinner label="Loading saved places" />;
  }
  if (ids.error || saved.error) {
    return (
      <EmptyState icon={Heart} title="Saved places didn't load">
        Check your connection and try again.
      </EmptyState>
    );
  }
  if (places.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title="No saved places yet"
        action={<ButtonLink href={paths.home}>Explore places</ButtonLink>}
      >
        Places you save with the heart button show up here, ready for your next walk.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Saved places">
      {places.map((place) => (
        <li key={place.id}>
          <PlaceCard place={place} distance={distanceText(place)} />
        </li>
      ))}
    </ul>
  );
}

export default function SavedScreen() {
  const { user } = useAuth();
  return (
    <>
      <ScreenHeader title="Saved" />
      {user && <SavedPlaces userId={user.id} />}
      {!user && (
        <SignInPrompt icon={Heart} title="Save the places you love">
          Sign in to save places and find them again on any device.
        </SignInPrompt>
      )}
    </>
  );
}
