import { lsnPattern, readAfterHeader, writeLsnHeader } from '@waggle/shared/api/read-after';
import type { ApiError } from '@waggle/shared/api-error';
import type { z } from 'zod';
import { requireEnv } from '../env';
import { isNativePlatform } from './platform';

// docs/product.md#api-calls: web — same origin, cookies, one attempt;
// native — fixed backend origin, no cookies, 15 s timeout, 3 attempts waiting 1 s then 2 s.
const nativeTimeoutMs = 15_000;
const nativeMaxAttempts = 3;
const baseRetryDelayMs = 1000;
/** A file upload on native: more time for a photo on a slow network, and one attempt only. */
const nativeUploadTimeoutMs = 60_000;

/** How a call goes out on native; the web always makes one attempt without a timeout. */
interface NativeDelivery {
  timeoutMs: number;
  /** Retry network errors, timeouts and 5xx. Never for an upload: a retry could store it twice. */
  retry: boolean;
}
const jsonDelivery: NativeDelivery = { timeoutMs: nativeTimeoutMs, retry: true };
const uploadDelivery: NativeDelivery = { timeoutMs: nativeUploadTimeoutMs, retry: false };

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-successful HTTP response: the message is "status: body" (docs/product.md#error-messages). */
export class ApiResponseError extends Error {
  /** The server's docs/product.md#error-responses error, when the body is one. */
  readonly apiError: ApiError | undefined;

  constructor(
    readonly status: number,
    message: string,
    body = '',
  ) {
    super(message);
    this.name = 'ApiResponseError';
    this.apiError = parseApiError(body);
  }
}

/** A successful response whose body is not what the endpoint's schema says. */
export class MalformedResponseError extends Error {
  constructor(path: string, cause: unknown) {
    super(`The answer to ${path} is not in the expected shape`, { cause });
    this.name = 'MalformedResponseError';
  }
}

/** docs/product.md#error-messages "API failure after all attempts" (native); `cause` is what the last attempt met. */
export class RetriesExhaustedError extends Error {
  constructor(path: string, attempts: number, cause: unknown) {
    super(`Failed to complete API call to ${path} after ${attempts} attempts`, { cause });
    this.name = 'RetriesExhaustedError';
  }
}

// Read by hand, not with the shared zod schema: this module is on the first paint, zod is not.
function parseApiError(body: string): ApiError | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { error, message, details } = parsed as Record<string, unknown>;
    return typeof error === 'string' && typeof message === 'string'
      ? ({ error, message, details } as ApiError)
      : undefined;
  } catch {
    return undefined;
  }
}

type TokenSource = () => Promise<string | null>;
let authToken: TokenSource = () => Promise.resolve(null);

/** The auth feature registers where ID tokens come from; every call then carries one. */
export function setAuthTokenSource(source: TokenSource): void {
  authToken = source;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text();
  throw new ApiResponseError(
    response.status,
    `${response.status}: ${body || response.statusText}`,
    body,
  );
}

/**
 * docs/product.md#api-calls: the latest of this app's changes, as the server placed it in its
 * database's log; sent with every later call so that the app reads its own changes. In memory only.
 */
let lastWriteLsn: { text: string; high: number; low: number } | undefined;

function noteWriteLsn(response: Response): void {
  const text = response.headers.get(writeLsnHeader);
  const match = text === null ? null : lsnPattern.exec(text);
  if (!text || !match) return;
  const high = parseInt(match[1] ?? '', 16);
  const low = parseInt(match[2] ?? '', 16);
  const latest = lastWriteLsn;
  if (!latest || high > latest.high || (high === latest.high && low > latest.low)) {
    lastWriteLsn = { text, high, low };
  }
}

/** Where a path of the API is: the page's own origin on the web, the hosted API's on native. */
export function apiUrl(path: string): string {
  return isNativePlatform() ? `${requireEnv('apiOrigin', 'VITE_API_ORIGIN')}${path}` : path;
}

async function buildRequest(method: HttpMethod, path: string, body: unknown) {
  const native = isNativePlatform();
  // A FormData goes as multipart: fetch sets that content type, with its boundary.
  const form = body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  const token = await authToken().catch(() => null);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (lastWriteLsn) headers[readAfterHeader] = lastWriteLsn.text;
  const init: RequestInit = {
    method,
    headers,
    credentials: native ? 'omit' : 'include',
    ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
  };
  return { url: apiUrl(path), init };
}

async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function deliver(
  method: HttpMethod,
  path: string,
  body: unknown,
  native: NativeDelivery,
): Promise<Response> {
  const response = await sendAttempts(method, path, body, native);
  noteWriteLsn(response);
  return response;
}

async function sendAttempts(
  method: HttpMethod,
  path: string,
  body: unknown,
  native: NativeDelivery,
): Promise<Response> {
  const { url, init } = await buildRequest(method, path, body);
  if (!isNativePlatform()) return fetch(url, init);
  if (!native.retry) return fetchWithTimeout(url, init, native.timeoutMs);

  let lastFailure: unknown;
  for (let attempt = 1; attempt <= nativeMaxAttempts; attempt += 1) {
    try {
      const response = await fetchWithTimeout(url, init, native.timeoutMs);
      if (response.status < 500) return response;
      lastFailure = new ApiResponseError(
        response.status,
        `${response.status}: ${response.statusText}`,
      );
    } catch (error) {
      lastFailure = error;
    }
    if (attempt < nativeMaxAttempts) await wait(baseRetryDelayMs * 2 ** (attempt - 1));
  }
  throw new RetriesExhaustedError(path, nativeMaxAttempts, lastFailure);
}

/**
 * Sends one API call and resolves with the response whatever its status. On native, network
 * errors, timeouts and 5xx are retried; a 4xx comes back at once.
 */
export function sendRequest(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  return deliver(method, path, body, jsonDelivery);
}

/** Sends an API call and fails on any non-successful status. */
export async function apiRequest(
  method: HttpMethod,
  path: string,
  body?: unknown,
): Promise<Response> {
  const response = await sendRequest(method, path, body);
  await throwIfNotOk(response);
  return response;
}

/**
 * One API call whose answer is read with the endpoint's schema: a non-successful status throws
 * ApiResponseError, an answer of the wrong shape MalformedResponseError, never a cast.
 */
export async function requestJson<S extends z.ZodType>(
  method: HttpMethod,
  path: string,
  schema: S,
  body?: unknown,
): Promise<z.output<S>> {
  const response = await apiRequest(method, path, body);
  return parseBody(path, response, schema);
}

/**
 * POSTs a multipart form (a file upload) and reads the answer with the endpoint's schema. One
 * attempt everywhere; on native with its own, longer timeout.
 */
export async function requestMultipart<S extends z.ZodType>(
  path: string,
  form: FormData,
  schema: S,
): Promise<z.output<S>> {
  const response = await deliver('POST', path, form, uploadDelivery);
  await throwIfNotOk(response);
  return parseBody(path, response, schema);
}

export async function parseBody<S extends z.ZodType>(
  path: string,
  response: Response,
  schema: S,
): Promise<z.output<S>> {
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    throw new MalformedResponseError(path, error);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new MalformedResponseError(path, parsed.error);
  return parsed.data;
}
