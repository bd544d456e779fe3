import { defineConfig } from '@playwright/test';
import suite from './playwright.config';

// The e2e suite's set-up (server, places, device, browser) for `npm run screenshots` alone.
export default defineConfig({ ...suite, testMatch: 'screenshots/*.shot.ts', workers: 1 });
