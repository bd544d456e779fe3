import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRoute } from 'wouter';
import { renderAtPath } from '../test/memory-router';
import { useScreenStartsAtTop } from './use-screen-starts-at-top';

function Screens() {
  const [explore] = useRoute('/');
  useScreenStartsAtTop(explore);
  return null;
}

const renderAt = (path: string) => renderAtPath(<Screens />, path);

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
