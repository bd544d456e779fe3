import type { Review } from '@waggle/shared/reviews';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { secondaryButtonClasses } from '../../../components/ui/button-link';
import { Dialog } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { lazyImageLoading } from '../../../lib/image-loading';
import { WithheldImage } from '../../images';

/**
 * A review's photos as thumbnails; one opens larger in a dialog, which steps to the previous and
 * next photo (its buttons, or the arrow keys) when there are several. A hidden review's photos
 * (`hidden`, shown to its author) are loaded with the sign-in and marked hidden
 * (docs/product.md#moderation).
 */
export function ReviewPhotos({
  review: { id, photos, thumbnails },
  author,
  hidden = false,
}: {
  review: Pick<Review, 'id' | 'photos' | 'thumbnails'>;
  author: string;
  hidden?: boolean;
}) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const shown = openIndex === null ? undefined : photos[openIndex];
  const name = (index: number) =>
    `Photo ${index + 1} of ${photos.length} from ${author}'s review${hidden ? ' (hidden)' : ''}`;
  const step = (by: number) =>
    setOpenIndex((index) => (index === null ? null : (index + by + photos.length) % photos.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  };
  return (
    <>
      <ul className="mt-2 flex gap-2 overflow-x-auto" aria-label="Photos">
        {photos.map((photo, index) => (
          <li key={photo} className="shrink-0">
            <button
              type="button"
              aria-label={`Open ${name(index)}`}
              onClick={() => setOpenIndex(index)}
              className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {hidden ? (
                <WithheldImage
                  photo={{ reviewId: id, index, url: photo, size: 'thumbnail' }}
                  alt=""
                  width="96"
                  height="96"
                  className="size-24 rounded-lg object-cover"
                />
              ) : (
                <img
                  src={thumbnails[index] ?? photo}
                  alt=""
                  loading={lazyImageLoading(index)}
                  width="96"
                  height="96"
                  className="size-24 rounded-lg object-cover"
                />
              )}
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={shown !== undefined}
        onOpenChange={(open) => !open && setOpenIndex(null)}
        title={`Photo ${(openIndex ?? 0) + 1} of ${photos.length}`}
        description={`From ${author}'s review`}
      >
        {shown && (
          // Arrow keys step through the photos wherever the focus is in the dialog.
          <div onKeyDown={onKeyDown}>
            {hidden ? (
              <WithheldImage
                photo={{ reviewId: id, index: openIndex ?? 0, url: shown, size: 'display' }}
                alt={name(openIndex ?? 0)}
                className="mt-4 max-h-[70vh] w-full rounded-xl object-contain"
              />
            ) : (
              <img
                src={shown}
                alt={name(openIndex ?? 0)}
                className="mt-4 max-h-[70vh] w-full rounded-xl object-contain"
              />
            )}
            <div className="mt-4 flex flex-wrap gap-2">
              {!hidden && (
                <a href={shown} target="_blank" rel="noreferrer" className={secondaryButtonClasses}>
                  Full size
                </a>
              )}
              <Button variant="secondary" onClick={() => setOpenIndex(null)}>
                Close
              </Button>
            </div>
            {photos.length > 1 && (
              <div className="mt-2 flex justify-between gap-2">
                <Button variant="secondary" onClick={() => step(-1)}>
                  <ChevronLeft aria-hidden="true" className="size-4" /> Previous
                </Button>
                <Button variant="secondary" onClick={() => step(1)}>
                  Next <ChevronRight aria-hidden="true" className="size-4" />
                </Button>
              </div>
            )}
          </div>
        )}
      </Dialog>
    </>
  );
}
