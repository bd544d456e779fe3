import type { UploadedImage } from '@waggle/shared/images';
import { X } from 'lucide-react';
import { IconButton } from '../../../components/ui/icon-button';

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
          <IconButton
            label={`Remove photo ${index + 1}`}
            icon={X}
            look="floating"
            onClick={() => onRemove(photo)}
            disabled={disabled}
            className="absolute -top-2 -right-2"
          />
        </li>
      ))}
    </ul>
  );
}
