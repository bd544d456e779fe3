import { placeReportReasons, reviewReportReasons } from '@waggle/shared/domain';
import { reportReasonLabels } from '@waggle/shared/reports';

/** What a report flags. */
export type ReportTarget =
  { target: 'place'; placeId: number } | { target: 'review'; reviewId: number };

export type ReportReason =
  (typeof placeReportReasons)[number] | (typeof reviewReportReasons)[number];

/** docs/product.md#reports: the reasons offered for a place or for a review, with their labels. */
export const reasonOptions = (target: ReportTarget) =>
  (target.target === 'place' ? placeReportReasons : reviewReportReasons).map((reason) => ({
    value: reason,
    label: reportReasonLabels[reason],
  }));
