import { useMemo } from 'react';
import { useAuth } from '../../features/auth/auth-context';
import { favoriteToggle } from '../../features/favorites/components/favorite-button';
import { CachedExploreView } from '../../features/connectivity/components/cached-explore-view';
import { ExploreView } from '../../features/places/explore/explore-view';
import { AccessibilitySheetButton } from '../../features/settings/components/accessibility-sheet';
import { useConnectivity } from '../../features/connectivity/connectivity-context';

export default function HomeScreen() {
  const { user } = useAuth();
  const { browsingCached } = useConnectivity();
  const userId = user?.id;
  const dogName = user?.dogName ?? null;
  const dogSize = user?.dogSize;
  // Signed in, every card carries its favourite toggle (one function, so cards can skip renders).
  const placeAction = useMemo(
    () => (userId === undefined ? undefined : favoriteToggle(userId)),
    [userId],
  );
  // The same element while only the connection's state changes (the start-up check's answer
  // among them): Explore is not rendered again for it.
  const explore = useMemo(
    () => (
      <ExploreView
        dog={dogSize ? { name: dogName, size: dogSize } : null}
        placeAction={placeAction}
        headerAction={<AccessibilitySheetButton />}
      />
    ),
    [dogName, dogSize, placeAction],
  );
  if (browsingCached) return <CachedExploreView headerAction={<AccessibilitySheetButton />} />;
  return explore;
}
