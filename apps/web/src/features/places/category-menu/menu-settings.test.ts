import { describe, expect, it, vi } from 'vitest';
import {
  categoryMenuSettingsEvent,
  defaultMenuSettings,
  parseMenuSettings,
  saveMenuSettings,
  swipeDistancePx,
} from './menu-settings';

describe('category menu settings (docs/product.md#category-menu)', () => {
  it('defaults to the right side, gestures on, sensitivity 3', () => {
    expect(defaultMenuSettings).toEqual({ side: 'right', gesturesEnabled: true, sensitivity: 3 });
    expect(parseMenuSettings(null)).toEqual(defaultMenuSettings);
    expect(parseMenuSettings('not json')).toEqual(defaultMenuSettings);
  });

  it('keeps valid stored fields and replaces invalid ones', () => {
    expect(parseMenuSettings('{"side":"left","gesturesEnabled":false,"sensitivity":5}')).toEqual({
      side: 'left',
      gesturesEnabled: false,
      sensitivity: 5,
    });
    expect(parseMenuSettings('{"side":"up","gesturesEnabled":"yes","sensitivity":9}')).toEqual(
      defaultMenuSettings,
    );
    expect(parseMenuSettings('{"sensitivity":2.5}').sensitivity).toBe(3);
  });

  it('persists to local storage and broadcasts the change', async () => {
    const listener = vi.fn();
    window.addEventListener(categoryMenuSettingsEvent, listener);
    const settings = { side: 'left', gesturesEnabled: true, sensitivity: 1 } as const;
    await saveMenuSettings(settings);
    window.removeEventListener(categoryMenuSettingsEvent, listener);
    expect(JSON.parse(localStorage.getItem('category_menu_settings') ?? '')).toEqual(settings);
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual(settings);
  });

  it('needs a shorter swipe the more sensitive it is', () => {
    const distances = [1, 2, 3, 4, 5].map(swipeDistancePx);
    expect(distances).toEqual([...distances].sort((a, b) => b - a));
    expect(Math.min(...distances)).toBeGreaterThan(0);
  });
});
