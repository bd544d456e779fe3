import { buildPath, type QueryParams } from '@waggle/shared/api/build-path';
import type {
  AnswerOf,
  ArgsTuple,
  CallArgs,
  Endpoint,
  PathArgs,
} from '@waggle/shared/api/endpoint';
import type { z } from 'zod';
import { apiRequest, requestJson, requestMultipart } from './api-client';

// Calls by endpoint descriptor: the path is built from the descriptor's pattern and the answer
// read with its schema, and the call goes through the API client's rules (credentials, native
// timeouts and retries, errors).

/** An endpoint's arguments without their types, as the calls below read them. */
interface RawArgs {
  params?: Readonly<Record<string, string | number>>;
  query?: QueryParams;
  body?: unknown;
}

const pathOf = (endpoint: Endpoint, { params, query }: RawArgs) =>
  buildPath(endpoint.path, params, query);

/** The concrete path of one of the endpoint's resources, with its query string. */
export function endpointPath<E extends Endpoint>(
  endpoint: E,
  ...args: ArgsTuple<PathArgs<E>>
): string;
export function endpointPath(endpoint: Endpoint, args: RawArgs = {}): string {
  return pathOf(endpoint, args);
}

/**
 * The same path from the endpoint's pattern alone (`paths.ts`), typed by the descriptor's type:
 * for code on the first paint, which imports the descriptor as a type only, so that its schemas
 * (and zod) load later.
 */
export function patternPath<E extends Endpoint>(
  pattern: E['path'],
  ...args: ArgsTuple<PathArgs<E>>
): string;
export function patternPath(pattern: string, { params, query }: RawArgs = {}): string {
  return buildPath(pattern, params, query);
}

type Answering = Endpoint & { response: z.ZodType };

/** Calls the endpoint and resolves with its answer, read with the endpoint's response schema. */
export function callEndpoint<E extends Answering>(
  endpoint: E,
  ...args: ArgsTuple<CallArgs<E>>
): Promise<AnswerOf<E>>;
export function callEndpoint(endpoint: Answering, args: RawArgs = {}): Promise<unknown> {
  const path = pathOf(endpoint, args);
  const { body } = args;
  // An upload goes its own way: one attempt, with more time on native.
  if (endpoint.multipart && body instanceof FormData) {
    return requestMultipart(path, body, endpoint.response);
  }
  return requestJson(endpoint.method, path, endpoint.response, body);
}

/** Calls the endpoint for its effect alone: it must succeed, and its answer is not read. */
export function sendEndpoint<E extends Endpoint>(
  endpoint: E,
  ...args: ArgsTuple<CallArgs<E>>
): Promise<void>;
export async function sendEndpoint(endpoint: Endpoint, args: RawArgs = {}): Promise<void> {
  await apiRequest(endpoint.method, pathOf(endpoint, args), args.body);
}

/**
 * Calls the endpoint for bytes (an image the server hands only to some callers): with the
 * sign-in, like every call, and the body as a Blob for an object URL.
 */
export function fetchEndpointBlob<E extends Endpoint>(
  endpoint: E,
  ...args: ArgsTuple<PathArgs<E>>
): Promise<Blob>;
export async function fetchEndpointBlob(endpoint: Endpoint, args: RawArgs = {}): Promise<Blob> {
  const response = await apiRequest(endpoint.method, pathOf(endpoint, args));
  return response.blob();
}
