import type { Repositories, Transaction } from '../../repositories';
import type { ImageFiles } from '../images/image-files';
import type { RequireAdmin } from '../users/actor-service';

/** What every admin service works with. */
export interface AdminContext {
  /** For reads; every change goes through `transaction`, with its audit entry. */
  repositories: Repositories;
  transaction: Transaction;
  requireAdmin: RequireAdmin;
  /** Photos' files, changed once the transaction that changed their rows has committed. */
  imageFiles: ImageFiles;
  /** ADMIN_EMAILS: admins by configuration, whose rights the admin area cannot revoke. */
  adminEmails: readonly string[];
}
