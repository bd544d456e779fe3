import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { haptic } from '../../lib/native/haptics';
import { toast, toastDurationMs, toastLimit, toastRemoveDelayMs } from './toast-store';
import { Toaster } from './toaster';

vi.mock('../../lib/native/haptics');

describe('toasts (docs/product.md#toasts)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the published limits', () => {
    expect([toastLimit, toastDurationMs, toastRemoveDelayMs]).toEqual([1, 5000, 1_000_000]);
  });

  it('shows one toast at a time: a newer one replaces the current one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
      toast({
        title: 'Session Expired',
        description: 'Please sign in again.',
        variant: 'destructive',
      });
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Session Expired')).toBeInTheDocument();
    expect(screen.getByText('Please sign in again.')).toBeInTheDocument();
    expect(document.querySelector('[data-variant="destructive"]')).not.toBeNull();
  });

  it('is felt as the generic success, or error when destructive (docs/product.md#haptics)', () => {
    vi.mocked(haptic).mockClear();
    toast({ title: 'Saved' });
    toast({ title: 'Failed', variant: 'destructive' });
    toast({ title: 'Review saved', haptic: 'reviewSuccess' });
    expect(vi.mocked(haptic).mock.calls).toEqual([
      ['genericSuccess'],
      ['genericError'],
      ['reviewSuccess'],
    ]);
  });

  it('closes by itself after 5 s', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Place saved' });
    });
    act(() => {
      vi.advanceTimersByTime(toastDurationMs - 10);
    });
    expect(screen.getByText('Place saved')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(screen.queryByText('Place saved')).not.toBeInTheDocument();
  });

  it('closes from its dismiss handle and from the Close button', () => {
    render(<Toaster />);
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'First' });
    });
    act(() => {
      handle?.dismiss();
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();

    act(() => {
      toast({ title: 'Second' });
    });
    act(() => {
      screen.getByRole('button', { name: 'Close' }).click();
    });
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('names its Close button in a tooltip 700 ms after the pointer rests (docs/product.md#tooltips)', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Place saved' });
    });
    const close = () => screen.getByRole('button', { name: 'Close' });
    // The tooltip's code loads with the first toast; its trigger then carries a state.
    await vi.waitFor(() => expect(close()).toHaveAttribute('data-state', 'closed'));
    fireEvent.pointerMove(close(), { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(699);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Close');
  });

  it('focuses the toast region on F8', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Place saved' });
    });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(screen.getByRole('region', { name: /Notification/ })).toContainElement(
      document.activeElement as HTMLElement,
    );
    expect(document.activeElement).not.toBe(document.body);
  });

  it('is dismissed by a swipe right past 50 px, not by a shorter one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Place saved' });
    });
    const swipe = (distance: number) => {
      const title = screen.getByText('Place saved');
      // jsdom has no pointer capture, which Radix takes for the swipe.
      Object.assign(title, {
        setPointerCapture: () => undefined,
        releasePointerCapture: () => undefined,
        hasPointerCapture: () => false,
      });
      fireEvent.pointerDown(title, { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(title, { clientX: 10 + distance, clientY: 10, pointerId: 1 });
      fireEvent.pointerUp(title, { clientX: 10 + distance, clientY: 10, pointerId: 1 });
    };
    act(() => swipe(40));
    expect(screen.getByText('Place saved')).toBeInTheDocument();
    act(() => swipe(60));
    expect(screen.queryByText('Place saved')).not.toBeInTheDocument();
  });
});
