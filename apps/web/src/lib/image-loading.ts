/**
 * docs/product.md#page-performance: the first two of a run of lazily loaded images load at once (they are
 * the likeliest to be in view when it appears); the rest wait until they near the viewport.
 */
const eagerImageCount = 2;

export const lazyImageLoading = (index: number): 'eager' | 'lazy' =>
  index < eagerImageCount ? 'eager' : 'lazy';
