import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { WithheldImage } from '../../images';
import { useRemovePhoto } from '../api/remove-photo';
import { ActionButton } from './action-button';
import { Button } from '../../../components/ui/button';

/**
 * A photo someone shared (shown small: `thumbnailUrl` where there is one), with the admin's way
 * to remove it everywhere it is shown. A hidden review's photo (`withheld`) is loaded with the
 * sign-in, its public URL no longer serving it (docs/product.md#moderation).
 */
export function RemovablePhoto({
  url,
  thumbnailUrl = url,
  alt,
  withheld,
}: {
  url: string;
  thumbnailUrl?: string | undefined;
  alt: string;
  withheld?: { reviewId: number; index: number } | undefined;
}) {
  const removal = useRemovePhoto();
  const [confirming, setConfirming] = useState(false);
  return (
    <figure className="grid w-40 gap-2">
      {withheld ? (
        <WithheldImage
          photo={{ ...withheld, url, size: 'thumbnail' }}
          alt={`${alt} (hidden)`}
          width="160"
          height="120"
          className="aspect-4/3 w-40 rounded-lg object-cover"
        />
      ) : (
        <a href={url} target="_blank" rel="noreferrer">
          <img
            src={thumbnailUrl}
            alt={alt}
            loading="lazy"
            width="160"
            height="120"
            className="aspect-4/3 w-40 rounded-lg object-cover"
          />
        </a>
      )}
      <ActionButton
        busy={removal.isPending}
        busyText="Removing…"
        onClick={() => setConfirming(true)}
      >
        Remove photo
      </ActionButton>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove this photo?"
        description="It is deleted for good and disappears from wherever it is shown."
      >
        <div className="mt-6 flex flex-col gap-2">
          <ActionButton
            variant="danger"
            busy={removal.isPending}
            busyText="Removing…"
            onClick={() => removal.mutate(url, { onSuccess: () => setConfirming(false) })}
          >
            Remove photo
          </ActionButton>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      </Dialog>
    </figure>
  );
}
