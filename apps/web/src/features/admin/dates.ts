const dayFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const momentFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** "3 May 2026" for an ISO timestamp. */
export const dayText = (iso: string) => dayFormat.format(new Date(iso));

/** "3 May 2026, 14:05" for an ISO timestamp. */
export const momentText = (iso: string) => momentFormat.format(new Date(iso));
