/**
 * Where image files live (docs/product.md#images): local disk under DATA_DIR, or S3-compatible
 * object storage. Keys are the server's own names (never the caller's), e.g. `2026/11/<uuid>.webp`.
 */
export interface ImageStore {
  /** Stores the file under `key`, replacing nothing: keys are unique. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Deletes these keys; a key already gone is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /**
   * Stops serving these keys (a hidden review's photos) or serves them again (restored): the file
   * moves out of, or back into, what the public URL reaches. A missing key is skipped.
   */
  setServed(keys: readonly string[], served: boolean): Promise<void>;
  /**
   * The bytes of a withheld file (a hidden review's photo, docs/product.md#moderation), for the
   * server to hand to those who may see it; null when no withheld copy has that key.
   */
  readWithheld(key: string): Promise<Buffer | null>;
  /** The absolute URL the file is served at. */
  publicUrl(key: string): string;
}

/**
 * docs/product.md#photos-in-caches: a key names its file for good, but a photo can be withheld or
 * deleted at any time, so every store lets browsers and CDNs keep it five minutes only, then ask
 * again (a 304 while it is still served, a 404 once it is not). Never `immutable`.
 */
export const photoCacheControl = 'public, max-age=300, must-revalidate';

/** A photo that is not there (never was, withheld, deleted) may be there later: nobody keeps that. */
export const missingPhotoCacheControl = 'no-store';
