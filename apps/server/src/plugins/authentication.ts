import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http-error';
import type { Identity, IdentityService } from '../identity';

export type Authenticate = (request: FastifyRequest) => Promise<Identity>;

/**
 * Every signed-in request carries `Authorization: Bearer <Firebase ID token>`; the server trusts
 * no uid or user id from a body (docs/architecture.md#workspaces). No token or a bad one is a 401.
 */
export function createAuthenticate(identity: IdentityService): Authenticate {
  return async (request) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      throw unauthorized('Sign in to do this.');
    }
    return identity.verify(match[1]);
  };
}
