import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../../test/resize-observer';
import { useExploreScroll } from './explore-scroll';

/** The page scrolled to `y`, as the browser reports it. */
function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe("Explore's scroll (docs/product.md#routes-and-navigation)", () => {
  it('comes back where the same list was left, once the list shows', () => {
    stubResizeObserver();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const first = renderHook(() => useExploreScroll('category=cafe', true));
    scrollPageTo(1611);
    first.unmount();
    // The next screen's shorter page moves the scroll: not Explore's any more.
    scrollPageTo(0);

    const back = renderHook(({ shown }) => useExploreScroll('category=cafe', shown), {
      initialProps: { shown: false },
    });
    expect(scrollTo).not.toHaveBeenCalled();
    back.rerender({ shown: true });
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 1611);
    back.unmount();

    // Other filters: another list, from its top.
    renderHook(() => useExploreScroll('category=park', true));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
