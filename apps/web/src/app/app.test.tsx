import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../test/fake-api';
import { App } from './app';

// The first screen stands in for the real ones: this counts how often it renders.
const screenRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./app-routes', () => ({
  AppRoutes: () => {
    screenRenders.count += 1;
    return <p>First screen</p>;
  },
}));

describe('the app under its splash (docs/product.md#start-up)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // A new visitor: no announcements to show once the splash is gone.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json({ messages: [] }))),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('mounts the first screen under the splash, and the splash’s end does not render it again', async () => {
    render(<App />);
    expect(screen.getByTestId('splash')).toBeInTheDocument();
    expect(screen.getByText('First screen').closest('[inert]')).not.toBeNull();
    const rendersUnderSplash = screenRenders.count;

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1800);
    });
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
    expect(screen.getByText('First screen').closest('[inert]')).toBeNull();
    expect(screenRenders.count).toBe(rendersUnderSplash);
  });

  it('with the server out of reach, covers the screens with the No Internet Connection screen, keeping them mounted (docs/product.md#drafts)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) =>
        init?.method === 'HEAD'
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve(json({ messages: [] })),
      ),
    );
    render(<App />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1800);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'No Internet Connection' })).toBeVisible();
    // Out of sight, focus and the accessibility tree, but mounted: what a form holds stays.
    expect(screen.getByText('First screen').closest('[inert]')).toHaveClass('invisible');
  });

  it('shows the preview banner only in a build for a hosting workspace (docs/product.md#preview-banner Other UI)', async () => {
    render(<App />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1800);
    });
    expect(screen.queryByText(/^Preview backend/)).not.toBeInTheDocument();
    cleanup();

    vi.stubEnv('VITE_PREVIEW_WORKSPACE', 'true');
    vi.resetModules();
    const { App: PreviewApp } = await import('./app');
    render(<PreviewApp />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1800);
    });
    expect(screen.getByText('Preview backend running in this workspace.')).toBeVisible();
    vi.unstubAllEnvs();
  });
});
