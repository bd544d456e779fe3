import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { simulatePlatform } from '../../test/platform';
import { keyboardHelper, startKeyboardHelper } from './keyboard-helper';

type KeyboardEvent = 'keyboardDidShow' | 'keyboardWillHide';
type Listener = (info: { keyboardHeight: number }) => void;

const plugin = vi.hoisted(() => ({
  loaded: false,
  listeners: [] as { event: KeyboardEvent; listener: Listener }[],
}));
vi.mock('@capacitor/keyboard', () => {
  plugin.loaded = true;
  return {
    Keyboard: {
      addListener: (event: KeyboardEvent, listener: Listener) => {
        const entry = { event, listener };
        plugin.listeners.push(entry);
        return Promise.resolve({
          remove: () => {
            plugin.listeners = plugin.listeners.filter((other) => other !== entry);
            return Promise.resolve();
          },
        });
      },
    },
  };
});

const emit = (event: KeyboardEvent, keyboardHeight = 0) => {
  for (const entry of plugin.listeners)
    if (entry.event === event) entry.listener({ keyboardHeight });
};

/** A focusable field whose bottom edge sits `bottom` px below the top of the view. */
function field(bottom: number, tag: 'input' | 'textarea' = 'input', parent = document.body) {
  const element = document.createElement(tag);
  parent.append(element);
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, bottom - 40, 300, 40));
  return element;
}

const setView = (width: number, height: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
};

const { delayMs, marginPx } = keyboardHelper;
const keyboardHeight = 300;
let scrollPage: MockInstance;
let stop: () => void = () => undefined;

/** Starts the helper in a 400×800 view, waits for the plugin's listeners, then fakes the clock. */
async function start() {
  simulatePlatform('ios');
  stop = startKeyboardHelper();
  await vi.waitFor(() => expect(plugin.listeners).toHaveLength(2));
  vi.useFakeTimers();
}

beforeEach(() => {
  setView(400, 800);
  scrollPage = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
});
afterEach(async () => {
  stop();
  vi.useRealTimers();
  document.body.replaceChildren();
  vi.restoreAllMocks();
  await vi.waitFor(() => expect(plugin.listeners).toHaveLength(0));
});

describe('the keyboard helper (docs/product.md#keyboard)', () => {
  it('does nothing on the web, whose bundle never loads the plugin', async () => {
    vi.useFakeTimers();
    stop = startKeyboardHelper();
    field(700).focus();
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(delayMs);
    expect(plugin.loaded).toBe(false);
    expect(scrollPage).not.toHaveBeenCalled();
  });

  it('100 ms after the keyboard shows, lifts the focused field to 20 px above it', async () => {
    await start();
    field(700).focus();
    emit('keyboardDidShow', keyboardHeight);
    await vi.advanceTimersByTimeAsync(99);
    expect(scrollPage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    // The keyboard's top is at 800 − 300 = 500: the bottom at 700 moves up to 480.
    expect(scrollPage).toHaveBeenCalledExactlyOnceWith({ top: 220, behavior: 'smooth' });
  });

  it('once the view has shrunk above the keyboard, takes its bottom as the keyboard’s top', async () => {
    await start();
    field(600, 'textarea').focus();
    // Android's navigation bar (40 px) sits below the view, inside the keyboard's 300 px.
    setView(400, 800 - keyboardHeight + 40);
    window.dispatchEvent(new Event('resize'));
    emit('keyboardDidShow', keyboardHeight);
    await vi.advanceTimersByTimeAsync(delayMs);
    expect(scrollPage).toHaveBeenCalledExactlyOnceWith({ top: 80, behavior: 'smooth' });
  });

  it('moves the field again once the view shrinks while the keyboard is up', async () => {
    await start();
    field(700).focus();
    emit('keyboardDidShow', keyboardHeight);
    await vi.advanceTimersByTimeAsync(delayMs);
    expect(scrollPage).toHaveBeenLastCalledWith({ top: 220, behavior: 'smooth' });
    // iOS shrinks the view later; the page could not scroll that far before (nothing moved).
    setView(400, 800 - keyboardHeight);
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(delayMs - 1);
    expect(scrollPage).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(scrollPage).toHaveBeenLastCalledWith({ top: 220, behavior: 'smooth' });
  });

  it('leaves a field alone that already clears the keyboard by the margin', async () => {
    await start();
    field(500 - marginPx).focus();
    emit('keyboardDidShow', keyboardHeight);
    await vi.advanceTimersByTimeAsync(delayMs);
    expect(scrollPage).not.toHaveBeenCalled();
  });

  it('follows focus from field to field while the keyboard is up, and not after it hides', async () => {
    await start();
    field(300).focus();
    emit('keyboardDidShow', keyboardHeight);
    await vi.advanceTimersByTimeAsync(delayMs);
    expect(scrollPage).not.toHaveBeenCalled();
    field(600).focus();
    await vi.advanceTimersByTimeAsync(delayMs);
    expect(scrollPage).toHaveBeenCalledExactlyOnceWith({ top: 120, behavior: 'smooth' });
    emit('keyboardWillHide');
    field(750).focus();
    await vi.advanceTimersByTimeAsync(delayMs);
    expect(scrollPage).toHaveBeenCalledTimes(1);
  });

  it('scrolls the field’s own scrolling box, as in a dialog', async () => {
    await start();
    const box = document.createElement('div');
    box.style.overflowY = 'auto';
    Object.defineProperties(box, { scrollHeight: { value: 900 }, clientHeight: { value: 400 } });
    const scrollBox = vi.fn();
    box.scrollBy = scrollBox as typeof box.scrollBy;
    document.body.append(box);
    field(560, 'input', box).focus();
    emit('keyboardDidShow', keyboardHeight);
    await vi.advanceTimersByTimeAsync(delayMs);
    expect(scrollBox).toHaveBeenCalledExactlyOnceWith({ top: 80, behavior: 'smooth' });
    expect(scrollPage).not.toHaveBeenCalled();
  });

  it('ignores a focused element that takes no typing', async () => {
    await start();
    const button = document.createElement('button');
    document.body.append(button);
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 700, 100, 40));
    button.focus();
    emit('keyboardDidShow', keyboardHeight);
    await vi.advanceTimersByTimeAsync(delayMs);
    expect(scrollPage).not.toHaveBeenCalled();
  });

  it('once stopped, cancels a waiting scroll and stops listening', async () => {
    await start();
    field(700).focus();
    emit('keyboardDidShow', keyboardHeight);
    stop();
    await vi.advanceTimersByTimeAsync(delayMs);
    expect(scrollPage).not.toHaveBeenCalled();
    vi.useRealTimers();
    await vi.waitFor(() => expect(plugin.listeners).toHaveLength(0));
  });
});
