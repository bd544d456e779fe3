import { useQuery } from '@tanstack/react-query';
import { userQueryOptions } from './get-user';

// Apart from get-user.ts, which the auth provider loads on the first paint: only the signed-in
// user's server record (server-record.tsx, loaded while someone is) runs the query.

/** The signed-in user's server data (name, dog, admin flag); nothing until the server knows them. */
export const useUser = (id: number) => useQuery({ ...userQueryOptions(id), enabled: id > 0 });
