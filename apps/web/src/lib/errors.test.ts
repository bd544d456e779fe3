import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiResponseError, MalformedResponseError, RetriesExhaustedError } from './api-client';
import { errorMessage, failureTexts, isConnectionFailure } from './errors';
import { RefusalError } from './refusal-error';

const response = (status: number, body: string) =>
  new ApiResponseError(status, `${status}: ${body}`, body);

afterEach(() => vi.unstubAllGlobals());

describe('failures in words', () => {
  it.each([
    [
      'a network failure with the device online',
      new TypeError('Failed to fetch'),
      failureTexts.unreachable,
    ],
    ['a timeout', new DOMException('aborted', 'AbortError'), failureTexts.unreachable],
    [
      'a 500 with the JSON error',
      response(500, '{"error":"internal_error","message":"Something went wrong on our side."}'),
      failureTexts.server,
    ],
    ['a 502 from a proxy', response(502, '<html>Bad Gateway</html>'), failureTexts.server],
    ['a 503', response(503, ''), failureTexts.unavailable],
    [
      'a 404 the server words for people',
      response(404, '{"error":"not_found","message":"Place not found"}'),
      'Place not found',
    ],
    [
      'a 429',
      response(
        429,
        '{"error":"rate_limited","message":"Too many requests: at most 60 changes a minute. Try again in 1 minute."}',
      ),
      'Too many requests: at most 60 changes a minute. Try again in 1 minute.',
    ],
    [
      'a 400 meant for developers',
      response(400, '{"error":"validation_failed","message":"Invalid querystring: q: too long"}'),
      failureTexts.invalid,
    ],
    [
      'an answer of the wrong shape',
      new MalformedResponseError('/api/x', null),
      failureTexts.unreadable,
    ],
    [
      'native retries that met a 5xx',
      new RetriesExhaustedError('/api/locations', 3, response(500, '')),
      failureTexts.server,
    ],
    [
      'native retries that met no network',
      new RetriesExhaustedError('/api/locations', 3, new TypeError('offline')),
      failureTexts.unreachable,
    ],
    ['our own sentence', new Error('Location permission denied'), 'Location permission denied'],
    ['something that is not an error', { weird: true }, failureTexts.unknown],
  ])('%s', (_case, error, text) => {
    expect(errorMessage(error)).toBe(text);
  });

  it('never shows a status code or JSON', () => {
    const text = errorMessage(response(500, '{"error":"internal_error","message":"x"}'));
    expect(text).not.toMatch(/500|\{|internal_error/);
  });

  it('tells the device offline from Waggle out of reach (docs/product.md#error-messages)', () => {
    expect(failureTexts.offline).toMatch(/^You're offline/);
    expect(failureTexts.unreachable).toMatch(/^Waggle couldn't be reached/);
    expect(isConnectionFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isConnectionFailure(response(500, ''))).toBe(false);
  });

  it('says the connection is the problem whenever the browser is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(errorMessage(response(500, ''))).toBe(failureTexts.offline);
  });

  it.each([
    ['signed out', 'User must be authenticated to upload images'],
    ['a photo too large', 'This photo is larger than 10 MB. Choose a smaller one.'],
  ])('keeps the words of its own refusal (%s) when the browser is offline', (_case, words) => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(errorMessage(new RefusalError(words))).toBe(words);
    // Anything else still blames the connection.
    expect(errorMessage(new Error('Failed to sync'))).toBe(failureTexts.offline);
  });
});
