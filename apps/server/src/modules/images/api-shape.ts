import type { UploadedImage } from '@waggle/shared/images';
import type { UploadRow } from './repository';

/** An upload row as POST /api/images answers it. */
export function toUploadedImage(row: UploadRow): UploadedImage {
  return {
    id: row.id,
    url: row.url,
    thumbnailUrl: row.thumbnailUrl,
    width: row.width,
    height: row.height,
  };
}
