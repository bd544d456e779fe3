import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { simulatePlatform } from './platform';

afterEach(() => {
  cleanup();
  localStorage.clear();
  simulatePlatform('web');
});
