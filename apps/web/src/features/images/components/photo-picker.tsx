import { maxUploadBytes, type UploadedImage } from '@waggle/shared/images';
import { Camera, ImagePlus } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { secondaryButtonClasses } from '../../../components/ui/button-link';
import { errorMessage } from '../../../lib/errors';
import { takePhoto } from '../../../lib/native/camera';
import {
  triggerHaptic,
  triggerNotificationHaptic,
  triggerSelectionHaptic,
} from '../../../lib/native/haptics';
import { isNativePlatform } from '../../../lib/platform';
import { acceptedImageTypes, useUploadImage } from '../api/upload-image';
import { PhotoThumbnails } from './photo-thumbnails';

export interface PhotoPickerProps {
  /** What the photos are called above the control, e.g. "Photo" or "Photos". */
  label: string;
  /** How many photos may be added: 1 for a place suggestion, up to 5 for a review. */
  max: number;
  /** The photos uploaded so far, in order (each already stored by the server). */
  value: readonly UploadedImage[];
  /** Called with the new list when a photo is uploaded or removed. */
  onChange: (photos: UploadedImage[]) => void;
  /** Uploads need a signed-in user (spec §5); signed out, a pick is refused without a request. */
  signedIn: boolean;
  /** A message about the photos from the form (e.g. the server's), shown under the control. */
  error?: string | undefined;
}

const megabytes = maxUploadBytes / 1024 / 1024;

/**
 * Adds photos by uploading them at once (POST /api/images) and shows them as thumbnails that can
 * be removed. The web picks files; the native apps can also take a photo with the camera.
 */
export function PhotoPicker({ label, max, value, onChange, signedIn, error }: PhotoPickerProps) {
  const id = useId();
  const upload = useUploadImage(signedIn);
  const [problem, setProblem] = useState<string | null>(null);
  const room = max - value.length;
  const message = problem ?? error;

  async function addPhotos(files: readonly Blob[]) {
    if (files.length === 0) return;
    // spec §9 Haptics "photo captured and selected": a selection tick as the photo is chosen; the
    // success notification follows once it is stored.
    triggerSelectionHaptic();
    setProblem(files.length > room ? `You can add up to ${max} photos.` : null);
    const added: UploadedImage[] = [];
    try {
      for (const file of files.slice(0, room)) added.push(await upload.mutateAsync(file));
    } catch (failure) {
      setProblem(errorMessage(failure));
      triggerNotificationHaptic('error');
    }
    if (added.length === 0) return;
    onChange([...value, ...added]);
    triggerNotificationHaptic('success');
  }

  function pickFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // The same file may be picked again after a failure.
    event.target.value = '';
    void addPhotos(files);
  }

  async function takeWithCamera() {
    // spec §9 Haptics: camera button.
    triggerHaptic('light');
    try {
      const photo = await takePhoto('camera');
      if (photo) await addPhotos([photo]);
    } catch (failure) {
      setProblem(errorMessage(failure));
      triggerNotificationHaptic('error');
    }
  }

  const busy = upload.isPending;
  return (
    <fieldset aria-describedby={message ? `${id}-message` : `${id}-hint`}>
      <legend className="text-sm font-medium">{label}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        {max === 1 ? 'One photo' : `Up to ${max} photos`}: JPEG, PNG or WebP, up to {megabytes} MB.
      </p>
      <PhotoThumbnails
        photos={value}
        disabled={busy}
        onRemove={(photo) => onChange(value.filter((kept) => kept.id !== photo.id))}
      />
      {room > 0 && (
        <div className="mt-2 flex flex-wrap gap-2">
          <label
            className={`${secondaryButtonClasses} cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700 has-disabled:opacity-60`}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            Add photo
            <input
              type="file"
              accept={acceptedImageTypes.join(',')}
              multiple={room > 1}
              disabled={busy}
              onChange={pickFiles}
              className="sr-only"
            />
          </label>
          {isNativePlatform() && (
            <button
              type="button"
              className={secondaryButtonClasses}
              disabled={busy}
              onClick={() => void takeWithCamera()}
            >
              <Camera aria-hidden="true" className="size-4" />
              Take photo
            </button>
          )}
        </div>
      )}
      <p role="status" className="mt-2 text-sm text-stone-700 empty:hidden dark:text-stone-300">
        {busy ? 'Uploading photo…' : ''}
      </p>
      {message && (
        <p
          id={`${id}-message`}
          role="alert"
          className="mt-2 text-sm text-red-700 dark:text-red-400"
        >
          {message}
        </p>
      )}
    </fieldset>
  );
}
