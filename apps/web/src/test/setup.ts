import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { simulatePlatform } from './platform';
import { installSystemTheme, setSystemDark } from './system-theme';

installSystemTheme();

afterEach(() => {
  cleanup();
  localStorage.clear();
  simulatePlatform('web');
  setSystemDark(false);
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});
