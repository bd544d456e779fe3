import { ScreenHeader } from '../../components/ui/screen-header';
import { PlaceList } from '../../features/places/components/place-list';

export default function HomeScreen() {
  return (
    <>
      <ScreenHeader
        title="Explore"
        subtitle="Dog-friendly places, newest first"
        action={<img src="/images/logo.svg" alt="" width="40" height="40" className="rounded-xl" />}
      />
      <PlaceList />
    </>
  );
}
