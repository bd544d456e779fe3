import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SplashScreen } from './splash-screen';

describe('splash (docs/product.md#splash)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is visible, fades from 1500 ms, and finishes at 1800 ms with one callback', () => {
    const onFinish = vi.fn();
    render(<SplashScreen onFinish={onFinish} />);
    const splash = screen.getByTestId('splash');
    expect(screen.getByRole('img', { name: /dog-friendly community guide/ })).toBeInTheDocument();
    expect(splash.querySelectorAll('.splash-dot')).toHaveLength(3);
    expect(splash).toHaveAttribute('data-phase', 'visible');

    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(splash).toHaveAttribute('data-phase', 'visible');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(splash).toHaveAttribute('data-phase', 'fading');
    expect(onFinish).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('counts its 1800 ms from the page’s start, when index.html’s copy appeared', () => {
    // The app's scripts took 600 ms to load and run: the splash has been up that long already.
    vi.advanceTimersByTime(600);
    const onFinish = vi.fn();
    render(<SplashScreen onFinish={onFinish} />);
    const splash = screen.getByTestId('splash');
    act(() => {
      vi.advanceTimersByTime(899);
    });
    expect(splash).toHaveAttribute('data-phase', 'visible');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(splash).toHaveAttribute('data-phase', 'fading');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('takes the static copy away even when the splash ends before it was seen fading', () => {
    const boot = document.createElement('div');
    boot.id = 'boot-splash';
    document.body.append(boot);
    function Parent() {
      const [shown, setShown] = useState(true);
      return shown ? <SplashScreen onFinish={() => setShown(false)} /> : null;
    }
    render(<Parent />);
    expect(document.getElementById('boot-splash')).not.toBeNull();
    // Both timers at once, as in a throttled tab: the parent unmounts the splash straight away.
    act(() => {
      vi.advanceTimersByTime(1800);
    });
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
    expect(document.getElementById('boot-splash')).toBeNull();
  });

  it('shows the very image index.html painted, in the page’s theme', () => {
    const boot = document.createElement('div');
    boot.id = 'boot-splash';
    boot.innerHTML =
      '<img data-theme="light" src="data:image/svg+xml;base64,bGlnaHQ=" alt="">' +
      '<img data-theme="dark" src="data:image/svg+xml;base64,ZGFyaw==" alt="">';
    document.body.append(boot);
    document.documentElement.classList.add('dark');
    try {
      const { rerender } = render(<SplashScreen onFinish={() => undefined} />);
      const image = screen.getByRole('img', { name: /dog-friendly community guide/ });
      expect(image).toHaveAttribute('src', 'data:image/svg+xml;base64,ZGFyaw==');
      // Fading, the static copy is gone: rendered again, the splash keeps the same image.
      act(() => {
        vi.advanceTimersByTime(1500);
      });
      expect(document.getElementById('boot-splash')).toBeNull();
      rerender(<SplashScreen onFinish={() => undefined} />);
      expect(image).toHaveAttribute('src', 'data:image/svg+xml;base64,ZGFyaw==');
    } finally {
      document.documentElement.classList.remove('dark');
      boot.remove();
    }
  });

  it('falls back to the splash file without index.html’s copy', () => {
    render(<SplashScreen onFinish={() => undefined} />);
    expect(screen.getByRole('img', { name: /dog-friendly community guide/ })).toHaveAttribute(
      'src',
      '/images/splash.svg',
    );
  });
});
