import { Camera, CameraResultType, CameraSource, type Photo } from '@capacitor/camera';
import { displayImageMaxSide } from '@waggle/shared/images';
import { RefusalError } from '../refusal-error';

export type PhotoSource = 'camera' | 'photos';

const sources: Record<PhotoSource, CameraSource> = {
  camera: CameraSource.Camera,
  photos: CameraSource.Photos,
};

const cameraDeniedMessage =
  'Waggle may not use the camera or your photos. Allow it in your device settings.';

function base64ToBlob(base64: string, type: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A photo from the camera or the photo library (Capacitor Camera, for the native apps; the web
 * picks files with an input). It comes back as a JPEG no larger than the server keeps (longest
 * side ≤ 1600 px), or null when the person cancels.
 */
export async function takePhoto(source: PhotoSource): Promise<Blob | null> {
  let photo: Photo;
  try {
    photo = await Camera.getPhoto({
      source: sources[source],
      resultType: CameraResultType.Base64,
      quality: 85,
      width: displayImageMaxSide,
      height: displayImageMaxSide,
      correctOrientation: true,
      saveToGallery: false,
    });
  } catch (error) {
    const message = messageOf(error);
    if (/cancel/i.test(message)) return null;
    if (/denied|permission/i.test(message))
      throw new RefusalError(cameraDeniedMessage, { cause: error });
    throw error;
  }
  if (!photo.base64String) throw new Error("The photo couldn't be read. Please try again.");
  return base64ToBlob(photo.base64String, `image/${photo.format}`);
}
