import type { UploadedImage } from '@waggle/shared/images';
import { X } from 'lucide-react';

/** The uploaded photos as thumbnails, each with a button that takes it out again. */
export function PhotoThumbnails({
  photos,
  onRemove,
  disabled,
}: {
  photos: readonly UploadedImage[];
  onRemove: (photo: UploadedImage) => void;
  disabled: boolean;
}) {
  if (photos.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-3" aria-label="Added photos">
      {photos.map((photo, index) => (
        <li key={photo.id} className="relative">
          <img
            src={photo.thumbnailUrl}
            alt={`Photo ${index + 1}`}
            width={96}
            height={96}
            className="size-24 rounded-xl object-cover"
          />
          <button
            type="button"
            onClick={() => onRemove(photo)}
            disabled={disabled}
            aria-label={`Remove photo ${index + 1}`}
            className="absolute -top-2 -right-2 inline-flex size-11 items-center justify-center rounded-full bg-white text-stone-900 shadow-md hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
