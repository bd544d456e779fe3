import { describe, expect, it } from 'vitest';
import { busyRetryAfterSeconds, createProcessingQueue, type InTurn } from './processing-queue';
import { HttpError } from '../../http-error';

/** A photo whose reading and decoding the test finishes by hand. */
function heldPhoto() {
  let finishReading = () => undefined as void;
  let finishDecoding = () => undefined as void;
  const read = new Promise<void>((resolve) => (finishReading = resolve));
  const decoded = new Promise<void>((resolve) => (finishDecoding = resolve));
  let decoding = false;
  return {
    work: async (inTurn: InTurn) => {
      await read;
      return inTurn(async () => {
        decoding = true;
        await decoded;
        decoding = false;
        return 'done';
      });
    },
    finishReading: () => finishReading(),
    finishDecoding: () => finishDecoding(),
    isDecoding: () => decoding,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

// docs/product.md#photo-processing
describe('the photo processing queue', () => {
  it('decodes at most `concurrency` photos at once; the next waits for a free place', async () => {
    const queue = createProcessingQueue({ concurrency: 2, waiting: 5 });
    const photos = [heldPhoto(), heldPhoto(), heldPhoto()];
    const answers = photos.map((photo) => queue.admit(photo.work));
    expect(queue.length()).toEqual({ processing: 0, waiting: 3 });
    for (const photo of photos) photo.finishReading();
    await tick();
    expect(photos.map((photo) => photo.isDecoding())).toEqual([true, true, false]);
    expect(queue.length()).toEqual({ processing: 2, waiting: 1 });

    photos[1]?.finishDecoding();
    await tick();
    expect(photos.map((photo) => photo.isDecoding())).toEqual([true, false, true]);
    photos[0]?.finishDecoding();
    photos[2]?.finishDecoding();
    expect(await Promise.all(answers)).toEqual(['done', 'done', 'done']);
    expect(queue.length()).toEqual({ processing: 0, waiting: 0 });
  });

  it('holds no decoding place while a file is still being read', async () => {
    const queue = createProcessingQueue({ concurrency: 1, waiting: 1 });
    const [slow, quick] = [heldPhoto(), heldPhoto()];
    const answers = [queue.admit(slow.work), queue.admit(quick.work)];
    quick.finishReading();
    await tick();
    expect(quick.isDecoding()).toBe(true);
    quick.finishDecoding();
    slow.finishReading();
    slow.finishDecoding();
    expect(await Promise.all(answers)).toEqual(['done', 'done']);
  });

  it('refuses one upload more than it holds with a 503 and a Retry-After, then takes it again', async () => {
    const queue = createProcessingQueue({ concurrency: 1, waiting: 1 });
    const held = [heldPhoto(), heldPhoto()];
    const answers = held.map((photo) => queue.admit(photo.work));
    const refusal = await queue.admit(heldPhoto().work).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      statusCode: 503,
      code: 'service_unavailable',
      message: 'Too many photos are being uploaded right now. Try again in a minute.',
      retryAfterSeconds: busyRetryAfterSeconds,
    });

    // A finished upload leaves its place.
    held[0]?.finishReading();
    held[0]?.finishDecoding();
    await answers[0];
    const again = heldPhoto();
    const answer = queue.admit(again.work);
    for (const photo of [held[1], again]) {
      photo?.finishReading();
      photo?.finishDecoding();
    }
    expect(await Promise.all([answers[1], answer])).toEqual(['done', 'done']);

    // So does a failed one: two failures, and the queue still takes one.
    for (let failures = 0; failures < 2; failures += 1) {
      await expect(
        queue.admit(() => Promise.reject(new Error('the form was cut short'))),
      ).rejects.toThrow('cut short');
    }
    const last = [heldPhoto(), heldPhoto()];
    const lastAnswers = last.map((photo) => queue.admit(photo.work));
    for (const photo of last) {
      photo.finishReading();
      photo.finishDecoding();
    }
    expect(await Promise.all(lastAnswers)).toEqual(['done', 'done']);
  });
});
