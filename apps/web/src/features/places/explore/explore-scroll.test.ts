import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { placesListId } from '../../../lib/skip-targets';
import { stubResizeObserver } from '../../../test/resize-observer';
import { useExploreScroll } from './explore-scroll';

/** The page scrolled to `y`, as the browser reports it. */
function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

/** Explore's list: `count` cards `height` px tall, the first 300 px down the page. */
function showList(count: number, height: number) {
  const list = document.createElement('section');
  list.id = placesListId;
  list.innerHTML = `<ul>${'<li></li>'.repeat(count)}</ul>`;
  list.querySelectorAll('li').forEach((card, index) => {
    card.getBoundingClientRect = () => {
      const top = 300 + index * height - window.scrollY;
      return { top, bottom: top + height } as DOMRect;
    };
  });
  document.body.replaceChildren(list);
}

beforeEach(() => {
  stubResizeObserver();
  scrollPageTo(0);
  vi.spyOn(window, 'scrollBy').mockImplementation((_x, y) => scrollPageTo(window.scrollY + y));
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe("Explore's scroll (docs/product.md#routes-and-navigation)", () => {
  it('comes back to the same card where the same list was left, once the list shows', () => {
    showList(20, 100);
    const first = renderHook(() => useExploreScroll('category=cafe', true));
    // Card 13 (the first in sight) stands 50 px above the window's top.
    scrollPageTo(1650);
    first.unmount();
    // The next screen's page moves the scroll: not Explore's any more.
    scrollPageTo(0);

    // Cards out of sight are drawn taller this time: the same card is further down the page.
    showList(20, 128);
    const back = renderHook(({ shown }) => useExploreScroll('category=cafe', shown), {
      initialProps: { shown: false },
    });
    expect(window.scrollY).toBe(0);
    back.rerender({ shown: true });
    expect(window.scrollY).toBe(300 + 13 * 128 + 50);
    back.unmount();

    // Other filters: another list, from its top.
    scrollPageTo(0);
    renderHook(() => useExploreScroll('category=park', true));
    expect(window.scrollY).toBe(0);
  });

  it('comes back to the same height when it was left above the list', () => {
    showList(20, 100);
    const first = renderHook(() => useExploreScroll('', true));
    scrollPageTo(120);
    first.unmount();
    scrollPageTo(0);
    renderHook(() => useExploreScroll('', true));
    expect(window.scrollY).toBe(120);
  });
});
