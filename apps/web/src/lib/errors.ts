import { toast } from '../components/ui/toast-store';
import { ApiResponseError, MalformedResponseError, RetriesExhaustedError } from './api-client';
import { RefusalError } from './refusal-error';
import { recordError } from './recent-errors';

// One mapping from failures to words: people read sentences, never a status code or raw JSON.
export const failureTexts = {
  // docs/product.md#error-messages: no network on the device, or no answer from Waggle's server.
  offline: "You're offline. Check your connection and try again.",
  unreachable: "Waggle couldn't be reached. Check your connection, or try again in a moment.",
  server: 'Something went wrong on our side. Please try again in a moment.',
  unavailable: 'Waggle is busy or down for a moment. Please try again shortly.',
  unreadable: "Waggle got an answer it couldn't read. Please try again, or update the app.",
  invalid: "Waggle couldn't use what was sent. Please check it and try again.",
  unknown: 'Something went wrong. Please try again.',
} as const;

// Server messages written for people (docs/product.md#error-responses codes); the rest are for developers.
const readableCodes = new Set([
  // The photo pipeline's refusals ("could not be read", "not a JPEG, PNG, WebP or HEIC image").
  'bad_request',
  'unsupported_media_type',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
]);

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** fetch rejects with a TypeError when the network fails, and aborts with an AbortError. */
const isNetworkFailure = (error: unknown): boolean =>
  error instanceof TypeError ||
  (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError'));

function fromResponse(error: ApiResponseError): string {
  const apiError = error.apiError;
  if (apiError && readableCodes.has(apiError.error)) return apiError.message;
  if (error.status === 503) return failureTexts.unavailable;
  if (error.status >= 500) return failureTexts.server;
  return failureTexts.invalid;
}

/** Whether the failure is the connection's: the device offline, or the server out of reach. */
export const isConnectionFailure = (error: unknown): boolean =>
  !(error instanceof RefusalError) &&
  (isOffline() ||
    isNetworkFailure(error) ||
    (error instanceof RetriesExhaustedError && isConnectionFailure(error.cause)));

/** The sentence a person reads for a failure. */
export function errorMessage(error: unknown): string {
  // The app's own refusal is not the connection's doing: it keeps its words when offline.
  if (error instanceof RefusalError) return error.message;
  if (isOffline()) return failureTexts.offline;
  // The device has a network, but the request got no answer: Waggle's side, or the way to it.
  if (isNetworkFailure(error)) return failureTexts.unreachable;
  if (error instanceof ApiResponseError) return fromResponse(error);
  if (error instanceof MalformedResponseError) return failureTexts.unreadable;
  // Native: said in words by what the last attempt met.
  if (error instanceof RetriesExhaustedError) return errorMessage(error.cause);
  // Our own errors are written as sentences (the documented texts among them).
  if (error instanceof Error && error.message) return error.message;
  return failureTexts.unknown;
}

/**
 * A destructive toast telling what failed, in words; `whenConnection` is added when the
 * connection was the trouble (a form says what it kept).
 */
export function toastError(title: string, error: unknown, whenConnection?: string): void {
  recordError(title, error);
  const description = errorMessage(error);
  toast({
    variant: 'destructive',
    title,
    description:
      whenConnection && isConnectionFailure(error)
        ? `${description} ${whenConnection}`
        : description,
  });
}
