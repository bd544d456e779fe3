import type { ImageFiles } from './modules/images/attachment-service';
import type { ReadRouter } from './replica/read-router';
import type { RequireActor, RequireAdmin } from './modules/users/actor-service';
import type { Repositories, Transaction } from './repositories';

/**
 * What each module's service is built with (app.ts makes one). A service reads and writes its
 * own module's repository; another module's tables it reaches only through that module's
 * service functions, handing them `repositories`, or in a transaction the repositories bound to it.
 */
export interface ServiceContext {
  /** For reads; every change goes through `transaction`. */
  repositories: Repositories;
  /**
   * For the public reads whose answer is the same whoever asks: the read replica's repositories
   * or the primary's (docs/operations.md#read-replica).
   */
  reads: ReadRouter<Repositories>;
  transaction: Transaction;
  /** The caller's user row: a signed-in action's first step. */
  requireActor: RequireActor;
  /** The caller's user row if they are an admin; 403 for anyone else. */
  requireAdmin: RequireAdmin;
  /** Photos' files, changed once the transaction that changed their rows has committed. */
  imageFiles: ImageFiles;
}
