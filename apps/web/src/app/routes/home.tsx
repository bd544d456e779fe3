import { useMemo } from 'react';
import { useAuth } from '../../features/auth/auth-context';
import { favoriteToggle } from '../../features/favorites/components/favorite-button';
import { CachedExploreView } from '../../features/places/explore/cached-explore-view';
import { ExploreView } from '../../features/places/explore/explore-view';
import { AccessibilitySheetButton } from '../../features/settings/components/accessibility-sheet';
import { useConnectivity } from '../../lib/connectivity/connectivity-context';

export default function HomeScreen() {
  const { user } = useAuth();
  const { browsingCached } = useConnectivity();
  const dog = user?.dogSize ? { name: user.dogName ?? null, size: user.dogSize } : null;
  const userId = user?.id;
  // Signed in, every card carries its favourite toggle (one function, so cards can skip renders).
  const placeAction = useMemo(
    () => (userId === undefined ? undefined : favoriteToggle(userId)),
    [userId],
  );
  if (browsingCached) return <CachedExploreView headerAction={<AccessibilitySheetButton />} />;
  return (
    <ExploreView dog={dog} placeAction={placeAction} headerAction={<AccessibilitySheetButton />} />
  );
}
