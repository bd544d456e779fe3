import { sortByDistance } from '@waggle/shared/distance';
import { Heart } from 'lucide-react';
import { useMemo } from 'react';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { ScreenHeader } from '../../components/ui/screen-header';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-context';
import { SignInPrompt } from '../../features/auth/components/sign-in-prompt';
import { useFavoriteIds } from '../../features/favorites/api/get-favorite-ids';
import { useSavedPlaces } from '../../features/favorites/api/get-saved-places';
import { favoriteToggle } from '../../features/favorites/components/favorite-button';
import { PlaceList } from '../../features/places/components/place-list';
import { errorMessage } from '../../lib/errors';
import { useUserLocation } from '../../lib/location/location-context';
import { paths } from '../../lib/paths';
import { AccessibilitySheetButton } from '../../features/settings/components/accessibility-sheet';

function SavedPlaces({ userId }: { userId: number }) {
  const { position, hasFix } = useUserLocation();
  const ids = useFavoriteIds(userId);
  const saved = useSavedPlaces(ids.data?.placeIds);
  // Nearest first once the device's position is known; until then in the order saved. A place
  // unsaved here leaves at once, before the list is fetched again.
  const places = useMemo(() => {
    const current = new Set(ids.data?.placeIds);
    const kept = (saved.data ?? []).filter((place) => current.has(place.id));
    return hasFix ? sortByDistance(kept, position) : kept;
  }, [saved.data, ids.data, position, hasFix]);
  const placeCount = ids.data?.placeIds.length ?? 0;
  if (ids.isPending || (saved.isPending && placeCount > 0)) {
    return <Spinner label="Loading saved places" />;
  }
  const failure = ids.error ?? saved.error;
  if (failure) {
    return (
      <EmptyState icon={Heart} title="Saved places didn't load">
        {errorMessage(failure)}
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
  return <PlaceList places={places} label="Saved places" placeAction={favoriteToggle(userId)} />;
}

export default function SavedScreen() {
  const { user } = useAuth();
  return (
    <>
      <ScreenHeader title="Saved" action={<AccessibilitySheetButton />} />
      {user && <SavedPlaces userId={user.id} />}
      {!user && (
        <SignInPrompt icon={Heart} title="Save the places you love">
          Sign in to save places and find them again on any device.
        </SignInPrompt>
      )}
    </>
  );
}
