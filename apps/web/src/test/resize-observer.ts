import { vi } from 'vitest';

/** jsdom has no ResizeObserver, which Radix's slider measures its thumb with: one that sees nothing. */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
