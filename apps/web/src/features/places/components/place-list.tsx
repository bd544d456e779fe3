import { MapPinOff, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { buttonClasses } from '../../../components/ui/button-link';
import { usePlaces } from '../api/get-places';
import { PlaceCard } from './place-card';

export function PlaceList() {
  const { data, error, isPending, refetch, isFetching } = usePlaces();

  useEffect(() => {
    if (error) {
      toast({ variant: 'destructive', title: "Couldn't load places", description: error.message });
    }
  }, [error]);

  if (isPending) return <Spinner label="Loading places" />;
  if (error) {
    return (
      <EmptyState
        icon={MapPinOff}
        title="Places didn't load"
        action={
          <button
            type="button"
            className={buttonClasses}
            onClick={() => void refetch()}
            disabled={isFetching}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {isFetching ? 'Trying again…' : 'Try again'}
          </button>
        }
      >
        Check your connection and try again.
      </EmptyState>
    );
  }
  if (data.places.length === 0) {
    return (
      <EmptyState icon={MapPinOff} title="No places yet">
        Nobody has added a dog-friendly place here yet.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Places">
      {data.places.map((place) => (
        <li key={place.id}>
          <PlaceCard place={place} />
        </li>
      ))}
    </ul>
  );
}
