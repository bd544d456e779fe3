import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/users/{id}, sent with the requesting user's id (spec §6). */
export async function deleteAccountRequest(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/users/${id}`, { requestingUserId: id });
}
