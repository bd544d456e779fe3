import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getHapticLevel } from '../../lib/native/haptics';
import { SettingsProvider } from '../../lib/settings/settings-provider';
import { stubResizeObserver } from '../../test/resize-observer';
import { setSystemReducedMotion } from '../../test/system-theme';
import SettingsScreen from './settings';

beforeEach(() => stubResizeObserver());

/** The screen, once what is stored has been read (it is read asynchronously, as on a device). */
async function renderSettings() {
  const memory = memoryLocation({ path: '/settings', record: true });
  render(
    <SettingsProvider>
      <Router hook={memory.hook}>
        <SettingsScreen />
      </Router>
    </SettingsProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return memory;
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const storedJson = (key: string) => JSON.parse(localStorage.getItem(key) ?? '{}') as unknown;
const root = document.documentElement;

describe('the Settings screen (docs/product.md#accessibility-and-display /settings)', () => {
  it('changes the display and accessibility settings at once, and stores them', async () => {
    await renderSettings();
    const display = section('Display and accessibility');

    const textSize = display.getByRole('slider', { name: 'Text size' });
    expect(textSize).toHaveAttribute('aria-valuenow', '3');
    fireEvent.keyDown(textSize, { key: 'ArrowRight' });
    expect(root.style.fontSize).toBe('18px');
    // docs/product.md#accessibility-and-display: Page Up steps ten times, held at the slider's end.
    fireEvent.keyDown(textSize, { key: 'PageUp' });
    expect(textSize).toHaveAttribute('aria-valuenow', '5');
    expect(root.style.fontSize).toBe('20px');

    const theme = within(display.getByRole('radiogroup', { name: 'Theme' }));
    expect(theme.getByRole('radio', { name: 'Like my phone' })).toBeChecked();
    await userEvent.click(theme.getByRole('radio', { name: 'Dark' }));
    expect(root).toHaveClass('dark');

    await userEvent.click(display.getByRole('switch', { name: 'High contrast' }));
    expect(root).toHaveClass('high-contrast');
    const colourBlind = display.getByRole('switch', { name: 'Colour-blind friendly colours' });
    expect(colourBlind).toBeChecked();
    await userEvent.click(colourBlind);
    expect(root).not.toHaveClass('color-blind');
    await userEvent.click(display.getByRole('switch', { name: 'Reduce motion' }));
    expect(root).toHaveClass('reduce-motion');

    await vi.waitFor(() =>
      expect(storedJson('accessibility_settings')).toMatchObject({
        textSize: 5,
        darkMode: 'dark',
        highContrast: true,
        colorBlindMode: false,
        reduceMotion: true,
      }),
    );
  });

  it('shows Reduce motion on while the system asks for it, until the person chooses', async () => {
    setSystemReducedMotion(true);
    await renderSettings();
    const reduceMotion = section('Display and accessibility').getByRole('switch', {
      name: 'Reduce motion',
    });
    expect(reduceMotion).toBeChecked();
    expect(root).toHaveClass('reduce-motion');
    // Another setting changed: reduced motion still follows the system, unchosen.
    await userEvent.click(
      section('Display and accessibility').getByRole('switch', { name: 'High contrast' }),
    );
    await vi.waitFor(() =>
      expect(storedJson('accessibility_settings')).toMatchObject({ highContrast: true }),
    );
    expect(storedJson('accessibility_settings')).toMatchObject({ reduceMotion: null });
    act(() => setSystemReducedMotion(false));
    expect(reduceMotion).not.toBeChecked();
    expect(root).not.toHaveClass('reduce-motion');

    act(() => setSystemReducedMotion(true));
    await userEvent.click(reduceMotion);
    expect(reduceMotion).not.toBeChecked();
    expect(root).not.toHaveClass('reduce-motion');
    await vi.waitFor(() =>
      expect(storedJson('accessibility_settings')).toMatchObject({ reduceMotion: false }),
    );
  });

  it('sets the distance unit', async () => {
    localStorage.setItem('accessibility_settings', '{"distanceUnit":"kilometers"}');
    await renderSettings();
    const unit = within(section('Distances').getByRole('radiogroup', { name: 'Distance unit' }));
    expect(unit.getByRole('radio', { name: 'Kilometres' })).toBeChecked();
    await userEvent.click(unit.getByRole('radio', { name: 'Miles' }));
    await vi.waitFor(() =>
      expect(storedJson('accessibility_settings')).toMatchObject({ distanceUnit: 'miles' }),
    );
  });

  it('stores the haptics level under haptic_preference (docs/product.md#haptics)', async () => {
    // jsdom has no Vibration API; a phone's browser has.
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: () => true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'vibrate');
    });
    await renderSettings();
    const levels = within(
      section('Haptics').getByRole('radiogroup', { name: 'Vibration on taps and alerts' }),
    );
    expect(levels.getByRole('radio', { name: 'Enhanced' })).toBeChecked();
    await userEvent.click(levels.getByRole('radio', { name: 'Minimal' }));
    expect(getHapticLevel()).toBe('minimal');
    await userEvent.click(levels.getByRole('radio', { name: 'Off' }));
    await vi.waitFor(() => expect(localStorage.getItem('haptic_preference')).toBe('off'));
    expect(getHapticLevel()).toBe('off');
  });

  it('offers no haptics where the browser cannot vibrate (docs/product.md#haptics)', async () => {
    await renderSettings();
    expect(screen.queryByRole('region', { name: 'Haptics' })).toBeNull();
  });

  it('sets the category menu', async () => {
    await renderSettings();
    const menu = section('Category menu');
    await userEvent.click(menu.getByRole('radio', { name: 'Left' }));
    const gestures = menu.getByRole('switch', { name: 'Swipe in from the edge to open' });
    expect(gestures).toBeChecked();
    await userEvent.click(gestures);
    expect(menu.getByRole('slider', { name: 'Swipe sensitivity' })).toHaveAttribute(
      'data-disabled',
    );
    await vi.waitFor(() =>
      expect(storedJson('category_menu_settings')).toEqual({
        side: 'left',
        gesturesEnabled: false,
        sensitivity: 3,
      }),
    );
  });

  it('turns location on start off and on under location_enabled (docs/product.md#device-location)', async () => {
    await renderSettings();
    const onStart = section('Location').getByRole('switch', {
      name: 'Find my position when Waggle opens',
    });
    // Nothing stored counts as on.
    expect(onStart).toBeChecked();
    await userEvent.click(onStart);
    await vi.waitFor(() => expect(localStorage.getItem('location_enabled')).toBe('false'));
    await userEvent.click(onStart);
    await vi.waitFor(() => expect(localStorage.getItem('location_enabled')).toBe('true'));
  });

  it('starts with location on start off when so stored', async () => {
    localStorage.setItem('location_enabled', 'false');
    await renderSettings();
    await vi.waitFor(() =>
      expect(
        section('Location').getByRole('switch', { name: 'Find my position when Waggle opens' }),
      ).not.toBeChecked(),
    );
  });

  it('leads to the announcement archive and says the version', async () => {
    const memory = await renderSettings();
    const archive = section('Announcements').getByRole('link', {
      name: 'News from the Waggle team',
    });
    expect(archive).toHaveAttribute('href', '/motd-archive');
    expect(screen.getByText('Version 1.40 (build 35)')).toBeInTheDocument();
    await userEvent.click(archive);
    expect(memory.history?.at(-1)).toBe('/motd-archive');
  });

  it('opened first (a link from outside), its back arrow leads to Explore in its place (docs/product.md#routes-and-navigation)', async () => {
    const memory = await renderSettings();
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(memory.history).toEqual(['/']);
  });
});
