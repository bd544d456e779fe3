import type { UploadedImage } from '@waggle/shared/images';
import type { ComponentType } from 'react';

/** The photo control a screen lends the review form: the images feature's PhotoPicker. */
export type PhotoField = ComponentType<{
  label: string;
  max: number;
  value: readonly UploadedImage[];
  onChange: (photos: UploadedImage[]) => void;
  signedIn: boolean;
  error?: string | undefined;
}>;

/**
 * A photo the review already shows, known to the client by its URL only: the server matches a
 * review's photos by URL, so id and size here only tell the control's items apart.
 */
export const storedPhoto = (url: string, index: number): UploadedImage => ({
  id: -(index + 1),
  url,
  thumbnailUrl: url,
  width: 1,
  height: 1,
});
