import { join } from 'node:path';

const folder = join(import.meta.dirname, '../../../../docs/screenshots');

/** A screenshot's options: docs/screenshots/<name>.png, in CSS pixels. */
export const shot = (name: string) => ({
  path: join(folder, `${name}.png`),
  scale: 'css' as const,
});
