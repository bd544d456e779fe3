import { useAuth } from '../../features/auth/auth-context';
import { favoriteToggle } from '../../features/favorites/components/favorite-button';
import { ExploreView } from '../../features/places/explore/explore-view';
import { AccessibilitySheetButton } from '../../features/settings/components/accessibility-sheet';

export default function HomeScreen() {
  const { user } = useAuth();
  const dog = user?.dogSize ? { name: user.dogName ?? null, size: user.dogSize } : null;
  // Signed in, every card carries its favourite toggle.
  return (
    <ExploreView
      dog={dog}
      placeAction={user ? favoriteToggle(user.id) : undefined}
      headerAction={<AccessibilitySheetButton />}
    />
  );
}
