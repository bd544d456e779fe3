import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { appIcons } from './build/app-icons';
import { beforePaint } from './build/before-paint';
import { inlineFirstPaint } from './build/inline-first-paint';
import { precompress } from './build/precompress';
import { pwa } from './build/pwa';

const apiTarget = process.env.WAGGLE_DEV_API ?? 'http://localhost:5000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    beforePaint(fileURLToPath(new URL('./src/before-paint.ts', import.meta.url))),
    inlineFirstPaint(),
    appIcons(fileURLToPath(new URL('./public/images/logo.svg', import.meta.url))),
    pwa(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/motd': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
