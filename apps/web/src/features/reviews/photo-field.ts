import type { UploadedImage } from '@waggle/shared/images';
import type { Review } from '@waggle/shared/reviews';
import type { ComponentType } from 'react';
import type { PhotoPickerProps } from '../images';

/**
 * The photo control the place screen hands the review form: the images feature's PhotoPicker (its
 * tests hand in a stand-in).
 */
export type PhotoField = ComponentType<PhotoPickerProps>;

/**
 * The photos a review already shows, known to the client by their URLs: the server matches a
 * review's photos by URL, so id and size here only tell the control's items apart.
 */
export const storedPhotos = ({
  photos,
  thumbnails,
}: Pick<Review, 'photos' | 'thumbnails'>): UploadedImage[] =>
  photos.map((url, index) => ({
    id: -(index + 1),
    url,
    thumbnailUrl: thumbnails[index] ?? url,
    width: 1,
    height: 1,
  }));
