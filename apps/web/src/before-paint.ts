// Runs inline in index.html's <head>, before the first paint (bundled on its own by
// build/before-paint.ts; the server allows it by its hash): the stored accessibility settings are
// on the page before anything shows, so a dark phone never flashes light (docs/product.md#dark-mode).
import { applyStoredDisplaySettings } from './lib/settings/display-settings';

applyStoredDisplaySettings(window);
