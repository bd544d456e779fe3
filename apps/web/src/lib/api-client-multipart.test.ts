import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  hangUntilAborted,
  onDeviceForEachTest,
  stubFetchForEachTest,
} from '../test/api-client-harness';
import { json } from '../test/fake-api';
import { ApiResponseError, requestMultipart, setAuthTokenSource } from './api-client';

const fetchMock = stubFetchForEachTest();
const answerSchema = z.object({ id: z.number() });

const photoForm = () => {
  const form = new FormData();
  form.append('file', new Blob(['jpeg bytes'], { type: 'image/jpeg' }), 'dog.jpg');
  return form;
};

describe('multipart upload on the web', () => {
  it('posts the form once with the bearer token, leaving the content type to fetch', async () => {
    fetchMock.mockResolvedValue(json({ id: 7 }, 201));
    setAuthTokenSource(() => Promise.resolve('id-token-123'));
    const form = photoForm();
    expect(await requestMultipart('/api/images', form, answerSchema)).toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/images');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: form });
    expect(init?.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer id-token-123',
    });
  });

  it('fails with the server’s error, keeping its details', async () => {
    const details = [{ path: ['file'], message: 'not an image' }];
    fetchMock.mockResolvedValue(
      json({ error: 'unsupported_media_type', message: 'Not a photo', details }, 415),
    );
    const failure = await requestMultipart('/api/images', photoForm(), answerSchema).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiResponseError);
    expect((failure as ApiResponseError).apiError).toEqual({
      error: 'unsupported_media_type',
      message: 'Not a photo',
      details,
    });
  });
});

describe('multipart upload on native: never retried, a longer timeout', () => {
  onDeviceForEachTest('ios');

  it('makes one attempt even on a 5xx', async () => {
    fetchMock.mockResolvedValue(json({ error: 'service_unavailable', message: 'busy' }, 503));
    const pending = requestMultipart('/api/images', photoForm(), answerSchema);
    const assertion = expect(pending).rejects.toThrow(ApiResponseError);
    await vi.advanceTimersByTimeAsync(10_000);
    await assertion;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://api.waggle.test/api/images');
  });

  it('waits 60 s, not 15 s, before giving up, and does not try again', async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    let settled = false;
    const pending = requestMultipart('/api/images', photoForm(), answerSchema).finally(() => {
      settled = true;
    });
    const assertion = expect(pending).rejects.toThrow('aborted');
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
