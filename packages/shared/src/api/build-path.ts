// Filling and matching the API's path patterns (`/api/locations/:id`). No zod here: the first
// paint's code builds paths with this before any schema has loaded.

/** The names of a pattern's `:name` segments. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A value for each of a pattern's `:name` segments. */
export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string | number };

/** A query string's values; an undefined one is left out. */
export type QueryValue = string | number | boolean | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

const segments = (path: string) => path.split('/');
const isParam = (segment: string) => segment.startsWith(':');

/**
 * `pattern` with each `:name` segment replaced by its value, URI-encoded, and `query` after a
 * `?`. The query keeps the order its keys were given in (so the same call always makes the same
 * path), skips undefined values and is form-encoded as URLSearchParams does.
 */
export function buildPath(
  pattern: string,
  params: Readonly<Record<string, string | number>> = {},
  query: QueryParams = {},
): string {
  const path = segments(pattern)
    .map((segment) => {
      if (!isParam(segment)) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined) throw new Error(`${pattern} needs a value for ${segment}`);
      return encodeURIComponent(value);
    })
    .join('/');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Whether a concrete path (maybe with a query string) is one of `pattern`'s: the same segments,
 * any one non-empty segment standing for a `:name`.
 */
export function matchesPath(pattern: string, path: string): boolean {
  const wanted = segments(pattern);
  const [pathname = ''] = path.split('?', 1);
  const actual = segments(pathname);
  return (
    wanted.length === actual.length &&
    wanted.every((segment, index) => {
      const value = actual[index] ?? '';
      return isParam(segment) ? value !== '' : value === segment;
    })
  );
}
