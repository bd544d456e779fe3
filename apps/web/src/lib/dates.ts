// docs/product.md#dates: one way of writing a date across the app, day-month-year in words.
const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });
const momentFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });

/** "3 May 2026" for an ISO timestamp, in the device's time zone. */
export const dayText = (iso: string): string => dayFormat.format(new Date(iso));

/** "3 May 2026 at 14:05" for an ISO timestamp, in the device's time zone. */
export const momentText = (iso: string): string => momentFormat.format(new Date(iso));
