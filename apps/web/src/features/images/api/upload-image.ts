import { useMutation } from '@tanstack/react-query';
import {
  maxUploadBytes,
  uploadedImageSchema,
  uploadFieldName,
  uploadSignedOutMessage,
  type UploadedImage,
} from '@waggle/shared/images';
import { requestMultipart } from '../../../lib/api-client';
import { RefusalError } from '../../../lib/refusal-error';

const uploadPath = '/api/images';

/** The types the picker offers and the client lets through; the server checks the content too. */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

const isAcceptedType = (type: string) => (acceptedImageTypes as readonly string[]).includes(type);

/** A camera photo is a bare Blob: it is named after its type ("photo.jpeg"). */
const fileName = (file: Blob) =>
  file instanceof File && file.name ? file.name : `photo.${file.type.replace('image/', '')}`;

/**
 * Why a photo cannot be uploaded, in words, or null when it may go: signed out (spec §5, §8
 * message), or a type or size the server does not take (DESIGN.md §2 Images).
 */
export function uploadRefusal(file: Blob, signedIn: boolean): string | null {
  if (!signedIn) return uploadSignedOutMessage;
  if (!isAcceptedType(file.type)) return 'Choose a photo in JPEG, PNG or WebP format.';
  if (file.size > maxUploadBytes) {
    return `This photo is larger than ${maxUploadBytes / 1024 / 1024} MB. Choose a smaller one.`;
  }
  return null;
}

/**
 * POST /api/images (multipart): uploads one photo and returns its URLs. Refused before any request
 * when signed out (spec §5 "Image upload requires a signed-in user", §8 message) or when the
 * file's type or size is not one the server takes.
 */
export async function uploadImage(file: Blob, signedIn: boolean): Promise<UploadedImage> {
  const refusal = uploadRefusal(file, signedIn);
  if (refusal) throw new RefusalError(refusal);
  const form = new FormData();
  form.append(uploadFieldName, file, fileName(file));
  return requestMultipart(uploadPath, form, uploadedImageSchema);
}

/** Uploads a photo. Never retried: a second attempt could store the photo twice. */
export const useUploadImage = (signedIn: boolean) =>
  useMutation({ mutationFn: (file: Blob) => uploadImage(file, signedIn), retry: false });
