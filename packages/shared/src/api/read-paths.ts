import {
  adminAuditPath,
  adminSummaryPath,
  ownReviewPath,
  placePath,
  placeReviewsPath,
  placesBatchPath,
  placesPath,
} from './paths';

// Reads that writes change together, for their `changes`.

/** The reads that list places with their ratings: Explore's list and the saved places. */
export const placeListPaths = [placesPath, placesBatchPath] as const;

/** Every read of public place data. */
export const placeReadPaths = [placePath, ...placeListPaths] as const;

/** Every read of places' reviews. */
export const reviewReadPaths = [placeReviewsPath, ownReviewPath] as const;

/** What every moderation step changes: the queues' counts and the audit log. */
export const moderationPaths = [adminSummaryPath, adminAuditPath] as const;
