// What a Waggle server process starts with unless its caller's environment says otherwise
// (docs/operations.md#memory). `npm run serve` sets the same in package.json.

/**
 * glibc's malloc gives each thread that decodes a photo an arena of its own (up to 8 a core) and
 * keeps their freed memory: after a burst of large photos the process stays ~300 MB bigger. Two
 * arenas hand it back (docs/benchmarks.md#photo-uploads). Read by glibc at process start only.
 */
export const serverProcessEnv = { MALLOC_ARENA_MAX: '2' };
