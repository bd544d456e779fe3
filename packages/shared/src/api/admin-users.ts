import {
  adminIdParamsSchema,
  adminSearchQuerySchema,
  adminUserListSchema,
  adminUserPatchSchema,
  adminUserSchema,
} from '../admin';
import { defineEndpoint } from './endpoint';
import { adminUserPath, adminUsersPath, userPath } from './paths';
import { moderationPaths } from './read-paths';

/** People by name or email, with their admin rights. */
export const adminUsersEndpoint = defineEndpoint({
  method: 'GET',
  path: adminUsersPath,
  query: adminSearchQuerySchema,
  response: adminUserListSchema,
  access: 'admin',
});

/** Grants or revokes admin rights. */
export const updateAdminUserEndpoint = defineEndpoint({
  method: 'PATCH',
  path: adminUserPath,
  params: adminIdParamsSchema,
  body: adminUserPatchSchema,
  response: adminUserSchema,
  access: 'admin',
  // The person's own record too: an admin who changed their own rights sees it at once.
  changes: [...moderationPaths, adminUsersPath, userPath],
});
