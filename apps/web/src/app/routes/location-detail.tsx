import type { Place } from '@waggle/shared/places';
import { ArrowLeft, MapPinOff } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-context';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { usePlace } from '../../features/places/api/get-place';
import { PlaceActions } from '../../features/places/components/place-actions';
import { PlaceDetails } from '../../features/places/components/place-details';
import { RecentReviews } from '../../features/places/components/recent-reviews';
import { LazyPlaceMap } from '../../features/places/map/lazy-place-map';
import { ApiResponseError } from '../../lib/api-client';
import { useDistanceText } from '../../lib/distance-unit/use-distance-text';
import { useUserLocation } from '../../lib/location/location-context';
import { paths } from '../../lib/paths';
import { signInPath } from '../../lib/return-path';

function PlaceScreen({ place }: { place: Place }) {
  const { user } = useAuth();
  const [location] = useLocation();
  const { position, hasFix } = useUserLocation();
  const distanceText = useDistanceText();
  return (
    <>
      <PlaceDetails place={place} distance={distanceText(place)} />
      <div className="mt-6 flex flex-wrap gap-2">
        {user ? (
          <FavoriteButton userId={user.id} placeId={place.id} />
        ) : (
          <ButtonLink href={signInPath(location)}>Sign in to save this place</ButtonLink>
        )}
      </div>
      <PlaceActions place={place} />
      <LazyPlaceMap
        className="mt-6 h-56"
        label={`Map of ${place.name}`}
        center={place}
        zoom={15}
        places={[place]}
        popup={(shown) => shown.name}
        you={hasFix ? position : null}
      />
      <RecentReviews placeId={place.id} />
    </>
  );
}

export default function LocationDetailScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const { data, error, isPending } = usePlace(id);
  const missing = error instanceof ApiResponseError && error.status < 500;
  return (
    <>
      <Link
        href={paths.home}
        className="mt-4 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 dark:text-brand-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to Explore
      </Link>
      {isPending && <Spinner label="Loading place" />}
      {error && (
        <EmptyState
          icon={MapPinOff}
          title={missing ? 'Place not found' : "This place didn't load"}
          action={<ButtonLink href={paths.home}>Explore places</ButtonLink>}
        >
          {missing
            ? 'It may have been removed, or the link is wrong.'
            : 'Check your connection and try again.'}
        </EmptyState>
      )}
      {data && <PlaceScreen place={data} />}
    </>
  );
}
