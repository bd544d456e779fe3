import { useMemo } from 'react';
import { useAuth } from '../../features/auth/auth-context';
import { favoriteToggle } from '../../features/favorites/components/favorite-button';
import { ExploreView } from '../../features/places/explore/explore-view';
import { AccessibilitySheetButton } from '../../features/settings/components/accessibility-sheet';

export default function HomeScreen() {
  const { user } = useAuth();
  const dog = user?.dogSize ? { name: user.dogName ?? null, size: user.dogSize } : null;
  const userId = user?.id;
  // Signed in, every card carries its favourite toggle (one function, so cards can skip renders).
  const placeAction = useMemo(
    () => (userId === undefined ? undefined : favoriteToggle(userId)),
    [userId],
  );
  return (
    <ExploreView dog={dog} placeAction={placeAction} headerAction={<AccessibilitySheetButton />} />
  );
}
