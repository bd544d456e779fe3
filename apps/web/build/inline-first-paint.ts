import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Makes the first paint need nothing but index.html: the stylesheet is inlined as a <style>, the
 * static splash image as a data: URL, and the app's scripts are fetched at low priority, so a phone
 * on a slow network paints the splash after one round trip instead of three.
 */
export function inlineFirstPaint(): Plugin {
  let publicDir = 'public';
  return {
    name: 'waggle-inline-first-paint',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        let page = html;
        for (const asset of Object.values(bundle ?? {})) {
          if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
          const tag = new RegExp(`<link rel="stylesheet"[^>]*href="/${asset.fileName}"[^>]*>`);
          if (!tag.test(page)) continue;
          // The disabled <link> is neither fetched nor applied: it tells Vite's preload helper,
          // which looks for the stylesheet's <link> before a lazy chunk runs, that the styles are
          // in already — else it adds the link and every rule twice, making each later style
          // recalculation (a map pan's included) slower.
          page = page.replace(
            tag,
            () =>
              `<style>${String(asset.source)}</style>` +
              `<link rel="stylesheet" href="/${asset.fileName}" disabled>`,
          );
        }
        // The first paint needs no script: fetching the app's code must not hold it up.
        page = page.replace(
          /<(script type="module"|link rel="modulepreload")/g,
          '<$1 fetchpriority="low"',
        );
        return page.replace(/<img\s+data-inline\s+src="(\/[^"]+\.svg)"/g, (_tag, path: string) => {
          const svg = readFileSync(join(publicDir, path)).toString('base64');
          return `<img src="data:image/svg+xml;base64,${svg}"`;
        });
      },
    },
  };
}
