import { deleteUserEndpoint } from '@waggle/shared/api/users';
import { callEndpoint } from '../../../lib/api-endpoint';

/** DELETE /api/users/{id}, sent with the requesting user's id (docs/product.md#profile-and-account). */
export async function deleteAccountRequest(id: number): Promise<void> {
  await callEndpoint(deleteUserEndpoint, { params: { id }, body: { requestingUserId: id } });
}
