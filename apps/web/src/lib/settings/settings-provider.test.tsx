import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { simulatePlatform } from '../../test/platform';
import { setSystemDark } from '../../test/system-theme';
import { useDistanceUnit } from '../distance-unit/distance-unit';
import { getHapticLevel } from '../native/haptics';
import { settingsChangedEvent, useSettings, type SettingsChange } from './settings-context';
import { SettingsProvider } from './settings-provider';

const device = vi.hoisted(() => ({ values: new Map<string, string>() }));
vi.mock('../native/preferences', () => ({
  devicePreferences: {
    get: (key: string) => Promise.resolve(device.values.get(key) ?? null),
    set: (key: string, value: string) => {
      device.values.set(key, value);
      return Promise.resolve();
    },
    remove: () => Promise.resolve(),
    clear: () => Promise.resolve(),
  },
}));

afterEach(() => device.values.clear());

function Probe() {
  const { accessibility, hapticPreference, updateAccessibility, setHapticPreference } =
    useSettings();
  const { unit, setUnit } = useDistanceUnit();
  return (
    <>
      <output aria-label="settings">
        {JSON.stringify({ ...accessibility, hapticPreference })}
      </output>
      <button type="button" onClick={() => updateAccessibility({ textSize: 5, darkMode: 'dark' })}>
        Bigger and dark
      </button>
      <button type="button" onClick={() => setUnit(unit === 'miles' ? 'kilometers' : 'miles')}>
        {unit}
      </button>
      <button type="button" onClick={() => setHapticPreference('minimal')}>
        Fewer haptics
      </button>
    </>
  );
}

const shown = () =>
  JSON.parse(screen.getByRole('status', { name: 'settings' }).textContent ?? '{}') as Record<
    string,
    unknown
  >;
const stored = () => JSON.parse(localStorage.getItem('accessibility_settings') ?? '{}') as unknown;
const root = document.documentElement;

describe('the settings store', () => {
  it('starts from what is stored and puts it on the page', () => {
    localStorage.setItem('accessibility_settings', '{"textSize":4,"highContrast":true}');
    render(<SettingsProvider children={<Probe />} />);
    expect(shown()).toMatchObject({ textSize: 4, highContrast: true, colorBlindMode: true });
    expect(root.style.fontSize).toBe('18px');
    expect(root.classList.contains('high-contrast')).toBe(true);
  });

  it('applies a change at once, stores it with the other fields, and broadcasts settingsChanged', async () => {
    localStorage.setItem(
      'accessibility_settings',
      '{"distanceUnit":"kilometers","reduceMotion":true}',
    );
    const heard: SettingsChange[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent<SettingsChange>).detail);
    window.addEventListener(settingsChangedEvent, listener);
    render(<SettingsProvider children={<Probe />} />);

    act(() => screen.getByRole('button', { name: 'Bigger and dark' }).click());
    expect(root.style.fontSize).toBe('20px');
    expect(root.classList.contains('dark')).toBe(true);
    expect(heard.at(-1)?.accessibility).toMatchObject({ textSize: 5, darkMode: 'dark' });

    act(() => screen.getByRole('button', { name: 'kilometers' }).click());
    expect(screen.getByRole('button', { name: 'miles' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(stored()).toEqual({
        textSize: 5,
        highContrast: false,
        colorBlindMode: true,
        reduceMotion: true,
        darkMode: 'dark',
        distanceUnit: 'miles',
      }),
    );
    expect(heard).toHaveLength(2);
    window.removeEventListener(settingsChangedEvent, listener);
  });

  it('follows the system theme while in auto', () => {
    render(<SettingsProvider children={<Probe />} />);
    expect(root.classList.contains('dark')).toBe(false);
    act(() => setSystemDark(true));
    expect(root.classList.contains('dark')).toBe(true);
    act(() => setSystemDark(false));
    expect(root.classList.contains('dark')).toBe(false);
  });

  it('stores the haptic preference as its word and hands it to the haptics', async () => {
    render(<SettingsProvider children={<Probe />} />);
    expect(getHapticLevel()).toBe('enhanced');
    act(() => screen.getByRole('button', { name: 'Fewer haptics' }).click());
    expect(getHapticLevel()).toBe('minimal');
    await vi.waitFor(() => expect(localStorage.getItem('haptic_preference')).toBe('minimal'));
  });

  it('on native, reads the device storage and keeps a copy in local storage for the first paint', async () => {
    simulatePlatform('android');
    device.values.set('accessibility_settings', '{"textSize":2}');
    device.values.set('haptic_preference', 'off');
    render(<SettingsProvider children={<Probe />} />);
    await vi.waitFor(() => expect(shown()).toMatchObject({ textSize: 2, hapticPreference: 'off' }));
    expect(root.style.fontSize).toBe('14px');
    act(() => screen.getByRole('button', { name: 'Bigger and dark' }).click());
    await vi.waitFor(() => expect(stored()).toMatchObject({ textSize: 5 }));
    expect(JSON.parse(device.values.get('accessibility_settings') ?? '{}')).toMatchObject({
      textSize: 5,
    });
  });

  it('reapplies the theme on a settingsChanged event sent elsewhere, without one of its own (docs/product.md#dark-mode)', () => {
    render(<SettingsProvider children={<Probe />} />);
    const heard: Event[] = [];
    const listener = (event: Event) => heard.push(event);
    window.addEventListener(settingsChangedEvent, listener);

    // Another part of the app wrote the store and says so, with the new settings…
    act(() => {
      window.dispatchEvent(
        new CustomEvent(settingsChangedEvent, {
          detail: { accessibility: { darkMode: 'dark', textSize: 4 } },
        }),
      );
    });
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.fontSize).toBe('18px');
    expect(shown()).toMatchObject({ darkMode: 'dark', textSize: 4, hapticPreference: 'enhanced' });

    // …or without them, once stored.
    localStorage.setItem('accessibility_settings', '{"darkMode":"light"}');
    act(() => {
      window.dispatchEvent(new Event(settingsChangedEvent));
    });
    expect(root.classList.contains('dark')).toBe(false);
    expect(shown()).toMatchObject({ darkMode: 'light', textSize: 3 });

    // The page put out of step is put back by the next event.
    root.classList.add('dark');
    act(() => {
      window.dispatchEvent(new Event(settingsChangedEvent));
    });
    expect(root.classList.contains('dark')).toBe(false);

    // Only the three events sent here: the store answered none of them with its own.
    expect(heard).toHaveLength(3);
    window.removeEventListener(settingsChangedEvent, listener);
  });

  it('takes a change made in another tab', () => {
    render(<SettingsProvider children={<Probe />} />);
    localStorage.setItem('accessibility_settings', '{"textSize":1}');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessibility_settings' }));
    });
    expect(shown()).toMatchObject({ textSize: 1 });
    expect(root.style.fontSize).toBe('12px');
  });

  it('is a developer error to use the unit or the settings outside their provider (docs/product.md#error-messages)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function UnitOnly() {
      useDistanceUnit();
      return null;
    }
    expect(() => render(<UnitOnly />)).toThrow(
      'useDistanceUnit must be used within a SettingsProvider',
    );
    expect(() => render(<Probe />)).toThrow('useSettings must be used within a SettingsProvider');
  });
});
