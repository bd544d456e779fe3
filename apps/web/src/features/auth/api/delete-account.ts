import { okSchema } from '@waggle/shared/users';
import { requestJson } from '../../../lib/api-client';

/** DELETE /api/users/{id}, sent with the requesting user's id (docs/product.md#profile-and-account). */
export async function deleteAccountRequest(id: number): Promise<void> {
  await requestJson('DELETE', `/api/users/${id}`, okSchema, { requestingUserId: id });
}
