import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

export interface MetricsAccess {
  /** A caller presenting `Authorization: Bearer <token>` may read, from anywhere. */
  token: string | undefined;
  /** Addresses and CIDR ranges (already checked by env.ts) that may read without the token. */
  allow: string[];
}

const ipType = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

function addressList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    if (prefix === undefined) list.addAddress(address, ipType(address));
    else list.addSubnet(address, Number(prefix), ipType(address));
  }
  return list;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * docs/operations.md#metrics: whether a request may read /metrics, by its address (Fastify's
 * `request.ip`, which follows TRUST_PROXY: behind a proxy, the client's address, not the proxy's)
 * or by the token. An IPv4 entry also matches its IPv6-mapped form (`::ffff:127.0.0.1`).
 */
export function createMetricsAccess({ token, allow }: MetricsAccess) {
  const allowed = addressList(allow);
  // Compared as digests, in constant time: the answer's timing tells nothing of the token.
  const tokenDigest = token === undefined ? undefined : digest(token);
  return (request: FastifyRequest): boolean => {
    const presented = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (tokenDigest && presented !== undefined) {
      return timingSafeEqual(digest(presented), tokenDigest);
    }
    return isIP(request.ip) !== 0 && allowed.check(request.ip, ipType(request.ip));
  };
}
