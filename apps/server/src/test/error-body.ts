import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * An error answer's body without its `requestId`, once it is checked to be the answer's
 * X-Request-Id (docs/operations.md#request-ids): the rest is what a test compares.
 */
export function errorBody(response: LightMyRequestResponse): Record<string, unknown> {
  const { requestId, ...body } = response.json<Record<string, unknown>>();
  expect(requestId).toEqual(expect.any(String));
  expect(requestId).toBe(response.headers['x-request-id']);
  return body;
}
