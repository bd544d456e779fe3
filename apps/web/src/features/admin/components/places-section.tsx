import { TextField } from '../../../components/ui/text-field';
import { useAdminPlaces } from '../api/get-admin-places';
import { AdminPlaceCard } from './admin-place-card';
import { AdminSection } from './admin-section';
import { QueryList } from './query-list';
import { maxSearchLength, useSearch } from './use-search';

export function PlacesSection() {
  const { text, setText, search } = useSearch();
  const places = useAdminPlaces(search);
  return (
    <AdminSection title="Places">
      <div className="mt-3">
        <TextField
          label="Search places by name"
          type="search"
          value={text}
          onChange={setText}
          maxLength={maxSearchLength}
        />
      </div>
      <QueryList
        query={places}
        what="places"
        items={(data) => data.places}
        empty={search ? `No places match “${search}”.` : 'No places yet.'}
      >
        {(place) => <AdminPlaceCard place={place} />}
      </QueryList>
    </AdminSection>
  );
}
