import { describe, expect, it } from 'vitest';
import { dayText, momentText } from './dates';

describe('dates (docs/product.md#dates)', () => {
  it('writes a day as day, month in words, year', () => {
    expect(dayText('2026-11-26T12:00:00Z')).toBe('26 November 2026');
  });

  it('writes a moment as that day and the time on a 24-hour clock', () => {
    expect(momentText('2026-03-05T14:05:00Z')).toMatch(/^5 March 2026 at \d\d:05$/);
  });
});
