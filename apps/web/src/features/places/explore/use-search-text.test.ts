import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchText } from './use-search-text';

describe('the search box text', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp(initial: string) {
    const apply = vi.fn<(q: string) => void>(() => undefined);
    const hook = renderHook(({ applied }) => useSearchText(applied, apply), {
      initialProps: { applied: initial },
    });
    return { apply, hook, text: () => hook.result.current[0] };
  }

  it('applies the trimmed text once typing pauses for 300 ms', () => {
    const { apply, hook } = setUp('');
    act(() => hook.result.current[1]('dog par'));
    act(() => {
      vi.advanceTimersByTime(200);
    });
    act(() => hook.result.current[1]('dog park '));
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(apply).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(apply).toHaveBeenCalledExactlyOnceWith('dog park');
  });

  it('shows a search applied another way (Back, a link, Clear filters)', () => {
    const { hook, text } = setUp('cafe');
    expect(text()).toBe('cafe');
    hook.rerender({ applied: '' });
    expect(text()).toBe('');
  });

  it('keeps what is being typed when its own search comes back through the URL', () => {
    const { hook, text } = setUp('');
    act(() => hook.result.current[1]('dog '));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    hook.rerender({ applied: 'dog' });
    expect(text()).toBe('dog ');
  });
});
