/**
 * A stand-in for `matchMedia` (jsdom has none) whose colour-scheme query the tests control:
 * `setSystemDark(true)` flips the system to dark and tells every listener, as a phone does.
 */
let dark = false;
const listeners = new Set<() => void>();

function mediaQuery(query: string): MediaQueryList {
  const isScheme = query.includes('prefers-color-scheme: dark');
  return {
    media: query,
    get matches() {
      return isScheme && dark;
    },
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => {
      if (isScheme) listeners.add(listener);
    },
    removeEventListener: (_type: string, listener: () => void) => {
      listeners.delete(listener);
    },
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  } as unknown as MediaQueryList;
}

export function installSystemTheme(): void {
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: mediaQuery });
}

export function setSystemDark(next: boolean): void {
  dark = next;
  for (const listener of [...listeners]) listener();
}
