// docs/product.md#announcement-dialog: "Published {date}", the date in day-month-year long form.
const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "Published 25 November 2026" for an ISO timestamp, in the device's time zone. */
export const publishedText = (publishedAt: string): string =>
  `Published ${dayMonthYear.format(new Date(publishedAt))}`;
