import { useAuth } from '../../features/auth/auth-context';
import { ExploreView } from '../../features/places/explore/explore-view';

export default function HomeScreen() {
  const { user } = useAuth();
  const dog = user?.dogSize ? { name: user.dogName ?? null, size: user.dogSize } : null;
  return <ExploreView dog={dog} />;
}
