import { serverUserSchema, type ServerUser } from '@waggle/shared/users';
import { sendRequest, throwIfNotOk } from '../../../lib/api-client';

/** GET /api/users/{id}: the server's record, or null on 401 (spec §7 default-read option). */
export async function fetchServerUser(id: number): Promise<ServerUser | null> {
  const response = await sendRequest('GET', `/api/users/${id}`);
  if (response.status === 401) return null;
  await throwIfNotOk(response);
  return serverUserSchema.parse(await response.json());
}
