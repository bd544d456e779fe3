import { useAdminPlaces } from '../api/get-admin-places';
import { AdminPlaceCard } from './admin-place-card';
import { QueryList } from './query-list';
import { SearchSection } from './search-section';

export function PlacesSection() {
  return (
    <SearchSection title="Places" label="Search places by name">
      {(search) => <FoundPlaces search={search} />}
    </SearchSection>
  );
}

function FoundPlaces({ search }: { search: string }) {
  const places = useAdminPlaces(search);
  return (
    <QueryList
      query={places}
      what="places"
      items={(data) => data.places}
      empty={search ? `No places match “${search}”.` : 'No places yet.'}
    >
      {(place) => <AdminPlaceCard place={place} />}
    </QueryList>
  );
}
