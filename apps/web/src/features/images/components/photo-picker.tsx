import { maxUploadBytes, type UploadedImage } from '@waggle/shared/images';
import { Camera, ImagePlus, type LucideIcon } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { secondaryButtonClasses } from '../../../components/ui/button-link';
import { errorMessage } from '../../../lib/errors';
import { takePhoto, type PhotoSource } from '../../../lib/native/camera';
import { haptic, type HapticTrigger } from '../../../lib/native/haptics';
import { isNativePlatform } from '../../../lib/platform';
import { pickableImages, uploadRefusal, useUploadImage } from '../api/upload-image';
import { PhotoThumbnails } from './photo-thumbnails';

const megabytes = maxUploadBytes / 1024 / 1024;

/**
 * The native apps' two ways to add a photo: from the library, or with the camera; the haptics of
 * the button and of the photo it brings.
 */
const deviceSources: {
  source: PhotoSource;
  label: string;
  Icon: LucideIcon;
  pressed: HapticTrigger;
  picked: HapticTrigger;
}[] = [
  {
    source: 'photos',
    label: 'Add photo',
    Icon: ImagePlus,
    pressed: 'buttonPress',
    picked: 'photoSelected',
  },
  {
    source: 'camera',
    label: 'Take photo',
    Icon: Camera,
    pressed: 'cameraButton',
    picked: 'photoCaptured',
  },
];

/** What PhotoPicker takes; the review form is handed a control of this shape. */
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

/**
 * Adds photos by uploading them at once (POST /api/images) and shows them as thumbnails that can
 * be removed. The web picks files; the native apps pick from the photo library or take a photo
 * with the camera (Capacitor Camera, which hands them over resized).
 */
export function PhotoPicker({ label, max, value, onChange, signedIn, error }: PhotoPickerProps) {
  const id = useId();
  const upload = useUploadImage(signedIn);
  const [problem, setProblem] = useState<string | null>(null);
  const room = max - value.length;
  const message = problem ?? error;

  /** Checks and uploads `files`, which came as `picked` (a photo taken, or chosen). */
  async function addPhotos(files: readonly Blob[], picked: HapticTrigger) {
    if (files.length === 0) return;
    const chosen = files.slice(0, room);
    const refusals = chosen.map((file) => uploadRefusal(file, signedIn));
    const accepted = chosen.filter((_file, index) => refusals[index] === null);
    const refusal = refusals.find((text) => text !== null) ?? null;
    setProblem(refusal ?? (files.length > room ? `You can add up to ${max} photos.` : null));
    // A refused photo (signed out, too large, not a photo) fails the form's check; one accepted
    // is felt as taken or chosen.
    if (accepted.length === 0) {
      if (refusal) haptic('formValidation');
      return;
    }
    haptic(picked);
    const added: UploadedImage[] = [];
    try {
      for (const file of accepted) added.push(await upload.mutateAsync(file));
    } catch (failure) {
      setProblem(errorMessage(failure));
      haptic('formError');
    }
    if (added.length === 0) return;
    onChange([...value, ...added]);
    haptic('genericSuccess');
  }

  function pickFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // The same file may be picked again after a failure.
    event.target.value = '';
    void addPhotos(files, 'photoSelected');
  }

  /** Native: one photo from the library or the camera, resized by the plugin (≤ 1600 px). */
  async function pickOnDevice({ source, pressed, picked }: (typeof deviceSources)[number]) {
    haptic(pressed);
    try {
      const photo = await takePhoto(source);
      if (photo) await addPhotos([photo], picked);
    } catch (failure) {
      setProblem(errorMessage(failure));
      haptic('genericError');
    }
  }

  const busy = upload.isPending;
  return (
    <fieldset aria-describedby={message ? `${id}-message` : `${id}-hint`}>
      <legend className="text-sm font-medium">{label}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        {max === 1 ? 'One photo' : `Up to ${max} photos`}: JPEG, PNG, WebP or HEIC, up to{' '}
        {megabytes} MB.
      </p>
      <PhotoThumbnails
        photos={value}
        disabled={busy}
        onRemove={(photo) => onChange(value.filter((kept) => kept.id !== photo.id))}
      />
      {room > 0 && (
        <div className="mt-2 flex flex-wrap gap-2">
          {isNativePlatform() ? (
            deviceSources.map((device) => (
              <button
                key={device.source}
                type="button"
                className={secondaryButtonClasses}
                disabled={busy}
                onClick={() => void pickOnDevice(device)}
              >
                <device.Icon aria-hidden="true" className="size-4" />
                {device.label}
              </button>
            ))
          ) : (
            <label
              className={`${secondaryButtonClasses} cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700 has-disabled:opacity-60`}
            >
              <ImagePlus aria-hidden="true" className="size-4" />
              Add photo
              <input
                type="file"
                accept={pickableImages}
                multiple={room > 1}
                disabled={busy}
                onChange={pickFiles}
                className="sr-only"
              />
            </label>
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
