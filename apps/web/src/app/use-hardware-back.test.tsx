import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
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

  it('goes back in history on another screen', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    renderAt('/saved', <Plain />);
    pressBack();
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('opened straight into a screen, leads to Explore', () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    const memory = renderAt('/saved', <Plain />);
    pressBack();
    expect(memory.history?.at(-1)).toBe('/');
  });

  it('leaves the app from Explore', () => {
    renderAt('/', <Plain />);
    pressBack();
    expect(native.exitApp).toHaveBeenCalledTimes(1);
  });
});
