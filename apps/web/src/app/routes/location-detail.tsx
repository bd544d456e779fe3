import { placeIdParamsSchema, type Place } from '@waggle/shared/places';
import { MapPinOff, RefreshCw } from 'lucide-react';
import { useLocation, useParams } from 'wouter';
import { BackLink } from '../../components/ui/back-link';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-context';
import { SavedCopyNote } from '../../features/connectivity';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { PhotoPicker } from '../../features/images';
import { PlaceActions } from '../../features/places/components/place-actions';
import { PlaceDetails } from '../../features/places/components/place-details';
import { useUpdatePlaceRating } from '../../features/places/api/update-place-rating';
import { useExploreHref } from '../../features/places/explore/explore-href';
import {
  usePlaceOrOfflineCopy,
  type PlaceView,
} from '../../features/places/hooks/use-place-or-offline-copy';
import { ReportButton, reviewReportAction } from '../../features/reports/components/report-button';
import { ReviewsSection } from '../../features/reviews/components/reviews-section';
import { SuggestEditButton } from '../../features/suggestions/components/suggest-edit-button';
import { LazyPlaceMap } from '../../components/map/lazy-map';
import { useDocumentTitle } from '../../lib/document-title';
import { errorMessage } from '../../lib/errors';
import { useDistanceText } from '../../lib/distance-unit/use-distance-text';
import { useUserLocation } from '../../lib/location/location-context';
import { signInPath } from '../../lib/return-path';
import { Button } from '../../components/ui/button';

/**
 * The place, and what the person can do there. `live` false for the copy saved on the device
 * (docs/product.md#saved-copies): saving, reviews, reporting and suggesting an edit need the
 * server, so they wait for the live place.
 */
function PlaceScreen({ place, live }: { place: Place; live: boolean }) {
  const { user } = useAuth();
  const [location] = useLocation();
  const { position, hasFix } = useUserLocation();
  const distanceText = useDistanceText();
  const updateRating = useUpdatePlaceRating(place.id);
  // docs/product.md#wide-screens: on a wide screen the map stands beside the details, in sight.
  return (
    <div className="lg:grid lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-8">
      <div className="lg:col-start-1 lg:row-start-1">
        <PlaceDetails place={place} distance={distanceText(place)} />
        {live && (
          <div className="mt-6 flex flex-wrap gap-2">
            {user ? (
              <FavoriteButton userId={user.id} placeId={place.id} placeName={place.name} />
            ) : (
              <ButtonLink href={signInPath(location)}>Sign in to save this place</ButtonLink>
            )}
            <SuggestEditButton place={place} userId={user?.id ?? null} />
          </div>
        )}
        <PlaceActions place={place} />
      </div>
      <LazyPlaceMap
        className="mt-6 h-56 lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:h-[min(calc(100dvh-9rem),40rem)]"
        label={`Map of ${place.name}`}
        center={place}
        zoom={15}
        places={[place]}
        popup={(shown) => shown.name}
        you={hasFix ? position : null}
      />
      {live && (
        <div className="lg:col-start-1 lg:row-start-2">
          <ReviewsSection
            placeId={place.id}
            viewer={user?.uid ?? null}
            onRatingChange={updateRating}
            reportAction={reviewReportAction(user !== null)}
            photoField={PhotoPicker}
          />
          <div className="mt-8">
            <ReportButton
              target={{ target: 'place', placeId: place.id }}
              subject={place.name}
              signedIn={user !== null}
            />
          </div>
        </div>
      )}
    </div>
  );
}

/** The page's name for each state of the place's screen. */
function placeTitle(view: PlaceView): string {
  switch (view.state) {
    case 'live':
    case 'copy':
      return view.place.name;
    case 'not-found':
      return 'Place not found';
    case 'failed':
      return "This place didn't load";
    case 'loading':
      return 'Place';
  }
}

function PlaceLoader({ id }: { id: number }) {
  const view = usePlaceOrOfflineCopy(id);
  useDocumentTitle(placeTitle(view));
  switch (view.state) {
    case 'live':
      return <PlaceScreen place={view.place} live />;
    case 'copy':
      return (
        <>
          <SavedCopyNote savedAt={view.savedAt} checkAgain={view.offline}>
            {view.offline
              ? "You're offline: this is the copy saved on this device. Saving, reviews, reporting and suggesting edits need a connection."
              : 'Loading the latest for this place…'}
          </SavedCopyNote>
          <PlaceScreen place={view.place} live={false} />
        </>
      );
    case 'loading':
      return (
        <>
          <h1 className="sr-only">Place</h1>
          <Spinner label="Loading place" />
        </>
      );
    case 'not-found':
      return <PlaceNotFound />;
    case 'failed':
      return (
        <EmptyState
          level={1}
          icon={MapPinOff}
          title="This place didn't load"
          action={
            <Button onClick={view.retry}>
              <RefreshCw aria-hidden="true" className="size-4" /> Try again
            </Button>
          }
        >
          {errorMessage(view.error)}
        </EmptyState>
      );
  }
}

function PlaceNotFound() {
  const exploreHref = useExploreHref();
  useDocumentTitle('Place not found');
  return (
    <EmptyState
      level={1}
      icon={MapPinOff}
      title="Place not found"
      action={<ButtonLink href={exploreHref}>Explore places</ButtonLink>}
    >
      It may have been removed, or the link is wrong.
    </EmptyState>
  );
}

export default function LocationDetailScreen() {
  const params = useParams<{ id: string }>();
  const exploreHref = useExploreHref();
  // A malformed id cannot be a place: not-found at once, without asking the API.
  const id = placeIdParamsSchema.shape.id.safeParse(params.id);
  return (
    <>
      <BackLink href={exploreHref}>Back to Explore</BackLink>
      {id.success ? <PlaceLoader key={id.data} id={id.data} /> : <PlaceNotFound />}
    </>
  );
}
