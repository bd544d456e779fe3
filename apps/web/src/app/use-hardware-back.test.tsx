import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { memoryLocation } from 'wouter/memory-location';
import { Dialog } from '../components/ui/dialog';
import type * as Haptics from '../lib/native/haptics';
import { useHardwareBack } from './use-hardware-back';

const native = vi.hoisted(() => ({
  back: null as (() => void) | null,
  exitApp: vi.fn(),
  haptic: vi.fn(),
}));
vi.mock('../lib/native/hardware-back', () => ({
  onHardwareBack: (onBack: () => void) => {
    native.back = onBack;
    return () => {
      native.back = null;
    };
  },
  exitApp: native.exitApp,
}));
vi.mock('../lib/native/haptics', async (original) => ({
  ...(await original<typeof Haptics>()),
  haptic: native.haptic,
}));

function Screen() {
  useHardwareBack();
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen} title="Report this place" description="Why?">
      <button type="button">Send</button>
    </Dialog>
  );
}

function Plain() {
  useHardwareBack();
  return <p>Saved</p>;
}

function renderAt(path: string, children: React.ReactNode) {
  const memory = memoryLocation({ path, record: true });
  render(<Router hook={memory.hook}>{children}</Router>);
  return memory;
}

const pressBack = () => act(() => native.back?.());

/** The app starting at `path` in the browser's history, as a deep link opens it. */
function openAppAt(path: string) {
  window.history.replaceState(null, '', path);
  render(<Plain />);
}

/** Presses back and waits for the browser's history to get to `path` (it moves asynchronously). */
async function pressBackTo(path: string) {
  pressBack();
  await vi.waitFor(() => expect(window.location.pathname).toBe(path));
}

beforeEach(() => {
  native.exitApp.mockClear();
  native.haptic.mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe("Android's hardware back", () => {
  it('closes an open dialog first, with the back-navigation haptic', () => {
    renderAt('/saved', <Screen />);
    expect(screen.getByRole('dialog', { name: 'Report this place' })).toBeInTheDocument();
    pressBack();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(native.haptic).toHaveBeenCalledWith('backNavigation');
    expect(native.exitApp).not.toHaveBeenCalled();
  });

  it('goes back through the pages the app showed, then leaves from Explore', async () => {
    const back = vi.spyOn(window.history, 'back');
    openAppAt('/');
    act(() => navigate('/saved'));
    act(() => navigate('/location/5'));
    await pressBackTo('/saved');
    await pressBackTo('/');
    expect(back).toHaveBeenCalledTimes(2);
    pressBack();
    expect(native.exitApp).toHaveBeenCalledTimes(1);
  });

  it('opened by a deep link, goes back to it, then to Explore, then out', async () => {
    const back = vi.spyOn(window.history, 'back');
    openAppAt('/saved');
    act(() => navigate('/location/5'));
    // A replaced page (Explore's filters, a sign-in's return) keeps its place in the history.
    act(() => navigate('/location/6', { replace: true }));
    await pressBackTo('/saved');
    // history.length still counts the place ahead: nothing is behind /saved in the app's history.
    expect(window.history.length).toBeGreaterThan(1);
    pressBack();
    expect(window.location.pathname).toBe('/');
    expect(back).toHaveBeenCalledTimes(1);
    expect(native.exitApp).not.toHaveBeenCalled();
    pressBack();
    expect(native.exitApp).toHaveBeenCalledTimes(1);
    expect(native.haptic.mock.calls).toEqual([
      ['backNavigation'],
      ['backNavigation'],
      ['backNavigation'],
    ]);
  });

  it('leaves the app from Explore', () => {
    renderAt('/', <Plain />);
    pressBack();
    expect(native.exitApp).toHaveBeenCalledTimes(1);
  });
});
