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

// `vite build --mode native` is what the Android and iOS apps carry (capacitor.config.ts): the app
// without what only the web server uses, source maps, compressed twins, the service worker and the
// manifest with its icons (about 1.5 MB instead of 8).
export default defineConfig(({ mode }) => {
  const native = mode === 'native';
  return {
    plugins: [
      react(),
      tailwindcss(),
      beforePaint(fileURLToPath(new URL('./src/before-paint.ts', import.meta.url))),
      inlineFirstPaint(),
      ...(native
        ? []
        : [
            appIcons(fileURLToPath(new URL('./public/images/logo.svg', import.meta.url))),
            pwa(),
            precompress(),
          ]),
    ],
    resolve: {
      // wouter reads useSyncExternalStore through the shim for React 17; React 19 has its own.
      alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' }],
    },
    server: {
      port: 5173,
      proxy: { '/api': apiTarget, '/motd': apiTarget },
    },
    build: {
      target: 'es2022',
      outDir: native ? 'dist-native' : 'dist',
      sourcemap: !native,
      // What index.html loads up front (every module the entry imports statically, `$initial`) is
      // one file, not a dozen shared chunks: one request, and it compresses as one (~4 KB less gzip).
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'boot', tags: ['$initial'] }] } },
      },
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      // Each test file still gets a fresh jsdom window and modules, in a VM context of a worker
      // thread that stays up, instead of a new process that loads them all again: about a third
      // of the CPU time.
      pool: 'vmThreads',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      css: false,
      // npm test runs these beside the e2e suite's browsers on two cores, where a test that types
      // into a form can take several seconds of wall time: the limits catch a hang, not slowness.
      testTimeout: 20_000,
    },
  };
});
