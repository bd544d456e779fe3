import { createHash } from 'node:crypto';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

/** What the build tells the server about index.html: the hashes of its inline scripts (CSP). */
const cspManifestName = 'csp.json';

async function bundle(entry: string): Promise<string> {
  const build = await rolldown({ input: entry, platform: 'browser', logLevel: 'silent' });
  try {
    const { output } = await build.generate({ format: 'iife', minify: true });
    const [chunk] = output;
    return chunk.code.trim();
  } finally {
    await build.close();
  }
}

/**
 * Puts `entry` (src/before-paint.ts), bundled as one small classic script, inline at the end of
 * index.html's <head>, so it runs before the body paints; a script file would cost a round trip
 * before the first paint. The Content-Security-Policy forbids inline scripts, so the build writes
 * the script's hash to `csp.json`, which the server adds to `script-src`.
 */
export function beforePaint(entry: string): Plugin {
  let code = '';
  return {
    name: 'waggle-before-paint',
    async buildStart() {
      this.addWatchFile(entry);
      code = await bundle(entry);
    },
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', children: code, injectTo: 'head' }],
    },
    generateBundle() {
      const hash = createHash('sha256').update(code).digest('base64');
      this.emitFile({
        type: 'asset',
        fileName: cspManifestName,
        source: `${JSON.stringify({ scriptHashes: [`'sha256-${hash}'`] }, null, 2)}\n`,
      });
    },
  };
}
