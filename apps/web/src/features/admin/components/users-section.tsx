import { useSearchParams } from 'wouter';
import { useAdminUsers } from '../api/get-admin-users';
import { QueryList } from './query-list';
import { SearchSection } from './search-section';
import { UserCard } from './user-card';

/** People; `?q=` in the address searches for someone (the activity log links them so). */
export function UsersSection() {
  const [search] = useSearchParams();
  return (
    <SearchSection
      title="People"
      label="Search people by name or email"
      initial={search.get('q') ?? ''}
    >
      {(search) => <FoundPeople search={search} />}
    </SearchSection>
  );
}

function FoundPeople({ search }: { search: string }) {
  const users = useAdminUsers(search);
  return (
    <QueryList
      query={users}
      what="people"
      items={(data) => data.users}
      empty={search ? `Nobody matches “${search}”.` : 'Nobody has signed up yet.'}
    >
      {(user) => <UserCard user={user} />}
    </QueryList>
  );
}
