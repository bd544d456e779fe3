import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread on a TypeScript entry (`new URL('./x.ts', import.meta.url)`). A worker
 * runs plain JavaScript, so a small module first registers tsx (a dependency: the server runs its
 * TypeScript through it) and then imports the entry.
 */
export function startTypeScriptWorker(entry: URL, options: WorkerOptions): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import { register } from ${JSON.stringify(tsx)};
register();
await import(${JSON.stringify(entry.href)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), options);
}
