import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { simulatePlatform } from './platform';
import { installSystemTheme, setSystemDark, setSystemReducedMotion } from './system-theme';

installSystemTheme();
// findBy… and waitFor wait for what a test expects; on a loaded machine a render can take longer
// than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  simulatePlatform('web');
  setSystemDark(false);
  setSystemReducedMotion(false);
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});
