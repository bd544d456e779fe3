import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfileEndpoint } from '@waggle/shared/api/users';
import type { UpdateProfileBody } from '@waggle/shared/users';
import { callEndpoint } from '../../../lib/api-endpoint';
import { userQueryOptions } from './get-user';

/** PATCH /api/users/:id with the caller's name, dog name and dog size. */
const updateProfile = (id: number, patch: UpdateProfileBody) =>
  callEndpoint(updateProfileEndpoint, { params: { id }, body: patch });

/** Saves the profile; the saved record becomes the user's server data (useUser). */
export function useUpdateProfile(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateProfileBody) => updateProfile(id, patch),
    onSuccess: (saved) => client.setQueryData(userQueryOptions(id).queryKey, saved),
  });
}
