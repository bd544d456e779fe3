import type { UploadedImage } from '@waggle/shared/images';

/**
 * What the images feature's PhotoPicker takes: the review form is lent it by the place screen,
 * without the two features importing each other.
 */
export interface PhotoPickerProps {
  /** What the photos are called above the control, e.g. "Photo" or "Photos". */
  label: string;
  /** How many photos may be added: 1 for a place suggestion, up to 5 for a review. */
  max: number;
  /** The photos uploaded so far, in order (each already stored by the server). */
  value: readonly UploadedImage[];
  /** Called with the new list when a photo is uploaded or removed. */
  onChange: (photos: UploadedImage[]) => void;
  /** Uploads need a signed-in user (docs/product.md#images); signed out, a pick is refused without a request. */
  signedIn: boolean;
  /** A message about the photos from the form (e.g. the server's), shown under the control. */
  error?: string | undefined;
}
