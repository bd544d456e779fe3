import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router, useRoute } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useScreenStartsAtTop } from './use-screen-starts-at-top';

function Screens() {
  const [explore] = useRoute('/');
  useScreenStartsAtTop(explore);
  return null;
}

function renderAt(path: string) {
  const memory = memoryLocation({ path });
  render(
    <Router hook={memory.hook}>
      <Screens />
    </Router>,
  );
  return (to: string) => act(() => memory.navigate(to));
}

afterEach(() => vi.restoreAllMocks());

describe('where a new screen starts (docs/product.md#routes-and-navigation)', () => {
  it('scrolls a screen opened inside the app to its top, but leaves Explore to itself', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const go = renderAt('/');
    expect(scrollTo).not.toHaveBeenCalled();
    go('/location/1');
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
    go('/');
    expect(scrollTo).toHaveBeenCalledOnce();
    go('/settings');
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
