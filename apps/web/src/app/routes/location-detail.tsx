import { ArrowLeft, MapPinOff } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-context';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { usePlace } from '../../features/places/api/get-place';
import { PlaceDetails } from '../../features/places/components/place-details';
import { ApiResponseError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { signInPath } from '../../lib/return-path';

export default function LocationDetailScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const { data, error, isPending } = usePlace(id);
  const { user } = useAuth();
  const [location] = useLocation();
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
          title={
            error instanceof ApiResponseError && error.status < 500
              ? 'Place not found'
              : "This place didn't load"
          }
          action={<ButtonLink href={paths.home}>Explore places</ButtonLink>}
        >
          {error instanceof ApiResponseError && error.status < 500
            ? 'It may have been removed, or the link is wrong.'
            : 'Check your connection and try again.'}
        </EmptyState>
      )}
      {data && (
        <>
          <PlaceDetails place={data} />
          <div className="mt-6">
            {user ? (
              <FavoriteButton userId={user.id} placeId={data.id} />
            ) : (
              <ButtonLink href={signInPath(location)}>Sign in to save this place</ButtonLink>
            )}
          </div>
        </>
      )}
    </>
  );
}
