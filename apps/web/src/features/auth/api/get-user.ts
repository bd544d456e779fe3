import { queryOptions } from '@tanstack/react-query';
import { userPath } from '@waggle/shared/api/paths';
import type { getUserEndpoint } from '@waggle/shared/api/users';
import type { ServerUser } from '@waggle/shared/users';
import { patternPath } from '../../../lib/api-endpoint';
import { defaultRead, type DefaultRead } from '../../../lib/query-client';

/**
 * GET /api/users/{id}: the server's record of the user, or null on 401 (docs/product.md#sign-in-and-session). The provider
 * using it is on the first paint, so the descriptor's schemas (and zod) load with the first call
 * instead.
 */
const readUser: DefaultRead<ServerUser | null> = async (context) => {
  const { getUserEndpoint: endpoint } = await import('@waggle/shared/api/users');
  return defaultRead(endpoint.response, { on401: 'returnNull' })(context);
};

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [patternPath<typeof getUserEndpoint>(userPath, { params: { id } })] as const,
    queryFn: readUser,
  });

export const getUser = (id: number) => readUser({ queryKey: userQueryOptions(id).queryKey });
