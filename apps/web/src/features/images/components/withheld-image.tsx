import { useQuery } from '@tanstack/react-query';
import { reviewPhotoEndpoint } from '@waggle/shared/api/reviews';
import { EyeOff } from 'lucide-react';
import type { ImgHTMLAttributes } from 'react';
import { fetchEndpointBlob } from '../../../lib/api-endpoint';
import { endpointKey } from '../../../lib/query-endpoint';

/** Which withheld photo: the review, the photo's place in it and its URL, and which rendition. */
interface WithheldPhoto {
  reviewId: number;
  index: number;
  /** Its public URL, which names it for good (the index may name another after an edit). */
  url: string;
  size: 'display' | 'thumbnail';
}

/**
 * docs/product.md#moderation: a hidden review's photo as an object URL, read with the sign-in
 * (its public URL no longer serves it); null while it loads or when it could not be read. The
 * URL is made once per photo and kept with the cached query: the few withheld photos a session
 * shows stay in memory until the page goes, which is simpler than revoking a URL a remounted
 * image may still show.
 */
function useWithheldPhoto({ reviewId, index, url, size }: WithheldPhoto): string | null {
  const args = { params: { id: reviewId }, query: { n: index, size } } as const;
  const photo = useQuery({
    queryKey: [...endpointKey(reviewPhotoEndpoint, args), url],
    queryFn: async () => URL.createObjectURL(await fetchEndpointBlob(reviewPhotoEndpoint, args)),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return photo.data ?? null;
}

/**
 * A hidden review's photo, loaded with the sign-in, marked "Hidden" over its corner. Until it
 * loads (or if it cannot) a grey box of the same size stands in.
 */
export function WithheldImage({
  photo,
  alt,
  className,
  ...rest
}: { photo: WithheldPhoto; alt: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  const url = useWithheldPhoto(photo);
  return (
    <span className="relative block">
      {url ? (
        <img src={url} alt={alt} className={className} {...rest} />
      ) : (
        <span
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
          className={`block bg-stone-200 dark:bg-stone-700 ${className ?? ''}`}
        />
      )}
      <span className="absolute top-1 left-1 inline-flex items-center gap-1 rounded-full bg-stone-900/80 px-1.5 py-0.5 text-xs font-medium text-white">
        <EyeOff aria-hidden="true" className="size-3" />
        Hidden
      </span>
    </span>
  );
}
