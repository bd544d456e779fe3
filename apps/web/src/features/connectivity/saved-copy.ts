// docs/product.md#saved-copies: what a copy saved on this device says about itself.

const timeOfDay = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/**
 * "Saved on this device · 14:02" in the device's time zone; a copy from another day also gives
 * the day ("Saved on this device · 3 Mar, 14:02"), one kept without a time nothing more.
 */
export function savedCopyLabel(savedAt: number | null, now: Date = new Date()): string {
  if (savedAt === null) return 'Saved on this device';
  const saved = new Date(savedAt);
  const when = sameDay(saved, now) ? timeOfDay.format(saved) : dayAndTime.format(saved);
  return `Saved on this device · ${when}`;
}

/**
 * The time to give a list of copies: its oldest, so that nothing shown is older than it says (none
 * when a copy's time is unknown).
 */
export function oldestSavedAt(copies: readonly { savedAt: number | null }[]): number | null {
  const times = copies.flatMap(({ savedAt }) => (savedAt === null ? [] : [savedAt]));
  return times.length === 0 || times.length < copies.length ? null : Math.min(...times);
}
