/**
 * A stand-in for `matchMedia` (jsdom has none) whose colour-scheme and reduced-motion queries the
 * tests control: `setSystemDark(true)` flips the system to dark and tells every listener, as a
 * phone does; `setSystemReducedMotion(true)` asks for reduced motion the same way.
 */
const systemQueries = {
  dark: 'prefers-color-scheme: dark',
  reducedMotion: 'prefers-reduced-motion: reduce',
} as const;
type SystemQuery = keyof typeof systemQueries;

const matching: Record<SystemQuery, boolean> = { dark: false, reducedMotion: false };
const listeners: Record<SystemQuery, Set<() => void>> = {
  dark: new Set(),
  reducedMotion: new Set(),
};

const systemQuery = (query: string): SystemQuery | undefined =>
  (Object.keys(systemQueries) as SystemQuery[]).find((key) => query.includes(systemQueries[key]));

function mediaQuery(query: string): MediaQueryList {
  const system = systemQuery(query);
  return {
    media: query,
    get matches() {
      return system !== undefined && matching[system];
    },
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => {
      if (system) listeners[system].add(listener);
    },
    removeEventListener: (_type: string, listener: () => void) => {
      if (system) listeners[system].delete(listener);
    },
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  } as unknown as MediaQueryList;
}

export function installSystemTheme(): void {
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: mediaQuery });
}

function setSystem(query: SystemQuery, next: boolean): void {
  matching[query] = next;
  for (const listener of [...listeners[query]]) listener();
}

export const setSystemDark = (next: boolean): void => setSystem('dark', next);
export const setSystemReducedMotion = (next: boolean): void => setSystem('reducedMotion', next);
