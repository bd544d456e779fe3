import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http-error';
import type { Identity, IdentityService } from '../identity';

export type Authenticate = (request: FastifyRequest) => Promise<Identity>;

/** Calls that change nothing: their token is trusted until it expires. */
const readMethods = new Set(['GET', 'HEAD']);

/**
 * Every signed-in request carries `Authorization: Bearer <Firebase ID token>`; the server trusts
 * no uid or user id from a body (docs/architecture.md#workspaces). No token or a bad one is a 401,
 * and so is a write from an account closed since the token was issued
 * (docs/product.md#closed-accounts).
 */
export function createAuthenticate(identity: IdentityService): Authenticate {
  return async (request) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      throw unauthorized('Sign in to do this.');
    }
    return identity.verify(match[1], { checkRevoked: !readMethods.has(request.method) });
  };
}
