import { useMutation } from '@tanstack/react-query';
import { serverUserSchema, type ServerUser, type UpdateProfileBody } from '@waggle/shared/users';
import { apiRequest } from '../../../lib/api-client';

/** PATCH /api/users/:id with the caller's name, dog name and dog size. */
export async function updateProfileRequest(
  id: number,
  patch: UpdateProfileBody,
): Promise<ServerUser> {
  const response = await apiRequest('PATCH', `/api/users/${id}`, patch);
  return serverUserSchema.parse(await response.json());
}

export function useUpdateProfile(id: number) {
  return useMutation({ mutationFn: (patch: UpdateProfileBody) => updateProfileRequest(id, patch) });
}
