import { useAdminUsers } from '../api/get-admin-users';
import { QueryList } from './query-list';
import { SearchSection } from './search-section';
import { UserCard } from './user-card';

export function UsersSection() {
  return (
    <SearchSection title="People" label="Search people by name or email">
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
