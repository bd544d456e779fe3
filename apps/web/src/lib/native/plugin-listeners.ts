import type { PluginListenerHandle } from '@capacitor/core';

/**
 * Listens to a plugin whose code loads on demand: `listen` adds its listeners once `plugin` has
 * loaded, unless stopped meanwhile. Returns how to stop, which removes them. A plugin that cannot
 * load (or a listener it refuses) leaves nothing to listen to.
 */
export function listenToPlugin<P>(
  plugin: Promise<P>,
  listen: (loaded: P) => Promise<PluginListenerHandle>[],
): () => void {
  let stopped = false;
  const listening = plugin
    .then((loaded) => (stopped ? [] : Promise.all(listen(loaded))))
    .catch((): PluginListenerHandle[] => []);
  return () => {
    stopped = true;
    void listening
      .then((listeners) => Promise.all(listeners.map((listener) => listener.remove())))
      .catch(() => undefined);
  };
}
