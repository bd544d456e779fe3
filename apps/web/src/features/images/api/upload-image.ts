import { useMutation } from '@tanstack/react-query';
import { uploadImageEndpoint } from '@waggle/shared/api/images';
import {
  maxUploadBytes,
  uploadFieldName,
  uploadSignedOutMessage,
  type UploadedImage,
} from '@waggle/shared/images';
import { callEndpoint } from '../../../lib/api-endpoint';
import { RefusalError } from '../../../lib/refusal-error';

/** The photo types the server takes (docs/product.md#images); it judges the content, not the type. */
const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];

/**
 * The file input's `accept`: the types, and HEIC by its extensions too, for the systems that give
 * a .heic file no type (the picker would otherwise hide it).
 */
export const pickableImages = [...acceptedImageTypes, '.heic', '.heif'].join(',');

/**
 * Whether a file of this declared type may go to the server: one of the photo types, or a type
 * the browser could not tell (empty, or the generic binary one), as for a HEIC on a system that
 * does not know the format. Anything else is surely not a photo the server takes.
 */
const mayBeAcceptedImage = (type: string) =>
  type === '' || type === 'application/octet-stream' || acceptedImageTypes.includes(type);

/** A camera photo is a bare Blob: it is named after its type ("photo.jpeg"). */
const fileName = (file: Blob) =>
  file instanceof File && file.name ? file.name : `photo.${file.type.replace('image/', '')}`;

/**
 * Why a photo cannot be uploaded, in words, or null when it may go: signed out (docs/product.md#images
 * message), or a type or size the server does not take (docs/product.md#images).
 */
export function uploadRefusal(file: Blob, signedIn: boolean): string | null {
  if (!signedIn) return uploadSignedOutMessage;
  if (!mayBeAcceptedImage(file.type)) return 'Choose a photo in JPEG, PNG, WebP or HEIC format.';
  if (file.size > maxUploadBytes) {
    return `This photo is larger than ${maxUploadBytes / 1024 / 1024} MB. Choose a smaller one.`;
  }
  return null;
}

/**
 * POST /api/images (multipart): uploads one photo and returns its URLs. Refused before any request
 * when signed out (docs/product.md#images and its message) or when the
 * file's type or size is not one the server takes.
 */
async function uploadImage(file: Blob, signedIn: boolean): Promise<UploadedImage> {
  const refusal = uploadRefusal(file, signedIn);
  if (refusal) throw new RefusalError(refusal);
  const form = new FormData();
  form.append(uploadFieldName, file, fileName(file));
  return callEndpoint(uploadImageEndpoint, { body: form });
}

/** Uploads a photo. Never retried: a second attempt could store the photo twice. */
export const useUploadImage = (signedIn: boolean) =>
  useMutation({ mutationFn: (file: Blob) => uploadImage(file, signedIn), retry: false });
