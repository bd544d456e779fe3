import { TextField } from '../../../components/ui/text-field';
import { useAdminUsers } from '../api/get-admin-users';
import { AdminSection } from './admin-section';
import { QueryList } from './query-list';
import { maxSearchLength, useSearch } from './use-search';
import { UserCard } from './user-card';

export function UsersSection() {
  const { text, setText, search } = useSearch();
  const users = useAdminUsers(search);
  return (
    <AdminSection title="People">
      <div className="mt-3">
        <TextField
          label="Search people by name or email"
          type="search"
          value={text}
          onChange={setText}
          maxLength={maxSearchLength}
        />
      </div>
      <QueryList
        query={users}
        what="people"
        items={(data) => data.users}
        empty={search ? `Nobody matches “${search}”.` : 'Nobody has signed up yet.'}
      >
        {(user) => <UserCard user={user} />}
      </QueryList>
    </AdminSection>
  );
}
