import { placeReportReasons, reviewReportReasons } from '@waggle/shared/domain';
import { reportReasonLabels } from '@waggle/shared/reports';

/** Where the draft of a report on the target is kept (docs/product.md#drafts). */
export const reportDraftKey = (target: ReportTarget) =>
  target.target === 'place' ? `report:place:${target.placeId}` : `report:review:${target.reviewId}`;

/** What a report flags. */
export type ReportTarget =
  { target: 'place'; placeId: number } | { target: 'review'; reviewId: number };

/** docs/product.md#reports: the reasons offered for a place or for a review, with their labels. */
export const reasonOptions = (target: ReportTarget) =>
  (target.target === 'place' ? placeReportReasons : reviewReportReasons).map((reason) => ({
    value: reason,
    label: reportReasonLabels[reason],
  }));
