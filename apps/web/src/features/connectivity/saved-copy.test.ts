import { describe, expect, it } from 'vitest';
import { oldestSavedAt, savedCopyLabel } from './saved-copy';

const now = new Date(2026, 10, 27, 18, 30);

describe('the saved-copy label (docs/product.md#saved-copies)', () => {
  it("gives today's copy its time of day, an older one its day as well", () => {
    expect(savedCopyLabel(new Date(2026, 10, 27, 14, 2).getTime(), now)).toBe(
      'Saved on this device · 14:02',
    );
    expect(savedCopyLabel(new Date(2026, 2, 3, 9, 5).getTime(), now)).toBe(
      'Saved on this device · 3 Mar, 09:05',
    );
    expect(savedCopyLabel(null, now)).toBe('Saved on this device');
  });

  it("gives a list its oldest copy's time, none when one is unknown", () => {
    expect(oldestSavedAt([{ savedAt: 300 }, { savedAt: 100 }, { savedAt: 200 }])).toBe(100);
    expect(oldestSavedAt([{ savedAt: 300 }, { savedAt: null }])).toBeNull();
    expect(oldestSavedAt([])).toBeNull();
  });
});
