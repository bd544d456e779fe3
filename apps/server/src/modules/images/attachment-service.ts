import type { Repositories } from '../../repositories';
import type { UploadsRepository } from './repository';

export type { ImageFiles } from './image-files';
export type { PendingUploads } from './repository';

/**
 * What another module does with uploads, in its own transaction: attach the ones its author
 * uploaded to what it writes, move them on, withhold them or let them go. Each change returns
 * the uploads whose files are to follow: the caller hands them to `ImageFiles.settle` once the
 * transaction has committed.
 */
export type UploadAttachments = Pick<
  UploadsRepository,
  'attach' | 'discardAttached' | 'setServed' | 'move' | 'discardOwnedBy'
>;

export const uploadAttachments = ({ uploads }: Pick<Repositories, 'uploads'>): UploadAttachments =>
  uploads;
