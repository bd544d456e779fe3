import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { numberHistoryEntries } from '../../lib/history-index';
import type * as Haptics from '../../lib/native/haptics';
import { BackLink } from './back-link';

const haptic = vi.hoisted(() => vi.fn());
vi.mock('../../lib/native/haptics', async (original) => ({
  ...(await original<typeof Haptics>()),
  haptic,
}));

/** The app opened at `path` in the browser's history, its entries numbered as the app numbers them. */
function openAppAt(path: string) {
  window.history.replaceState(null, '', path);
  return numberHistoryEntries(window);
}

const back = () => screen.getByRole('link', { name: 'Back' });

let stopNumbering = () => {};
beforeEach(() => haptic.mockClear());
afterEach(() => {
  stopNumbering();
  vi.restoreAllMocks();
});

describe('the back arrow to the previous screen (docs/product.md#routes-and-navigation)', () => {
  it('goes back to the screen before, with the back-navigation haptic', async () => {
    stopNumbering = openAppAt('/profile');
    act(() => navigate('/settings'));
    const historyBack = vi.spyOn(window.history, 'back');
    render(
      <BackLink href="/" previous>
        Back
      </BackLink>,
    );
    await userEvent.click(back());
    expect(historyBack).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(window.location.pathname).toBe('/profile'));
    expect(haptic).toHaveBeenCalledWith('backNavigation');
  });

  it('from the first screen the app showed (a deep link), leads to Explore in its place', async () => {
    stopNumbering = openAppAt('/motd-archive');
    const length = window.history.length;
    const historyBack = vi.spyOn(window.history, 'back');
    render(
      <BackLink href="/" previous>
        Back
      </BackLink>,
    );
    expect(back()).toHaveAttribute('href', '/');
    await userEvent.click(back());
    expect(window.location.pathname).toBe('/');
    expect(window.history.length).toBe(length);
    expect(historyBack).not.toHaveBeenCalled();
    expect(haptic).toHaveBeenCalledWith('backNavigation');
  });
});

describe('the back arrow to a fixed screen', () => {
  it('leads to its screen even with a screen before', async () => {
    stopNumbering = openAppAt('/saved');
    act(() => navigate('/location/5'));
    const historyBack = vi.spyOn(window.history, 'back');
    render(<BackLink href="/?q=park">Back to Explore</BackLink>);
    await userEvent.click(screen.getByRole('link', { name: 'Back to Explore' }));
    expect(window.location.search).toBe('?q=park');
    expect(historyBack).not.toHaveBeenCalled();
  });
});
