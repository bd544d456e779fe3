import fc from 'fast-check';
import type { Endpoint } from '@waggle/shared/api/endpoint';
import {
  datesAsText,
  encodeUrlText,
  hostileKey,
  hostileNumber,
  hostileText,
  hostileValue,
  shortHostileText,
  toJsonText,
} from './hostile-values';
import { sampleOf } from './zod-sample';

// Requests built from an endpoint descriptor with one or more parts spoiled: the descriptor's
// own schemas give a valid request, and each request changes some of it into hostile input.

export type Caller = 'member' | 'admin' | 'anonymous' | 'forged';

export interface HostileRequest {
  caller: Caller;
  method: Endpoint['method'];
  url: string;
  contentType: string | undefined;
  payload: string | undefined;
  /** Every part passes the endpoint's schemas as the server reads them: it may be answered. */
  passesSchemas: boolean;
}

type Json = unknown;
type Path = readonly (string | number)[];

/** Every place in a value where a field or an item sits, the value itself first. */
function pathsOf(value: Json, at: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [at];
  const children = Object.entries(value).flatMap(([key, child]) =>
    pathsOf(child, [...at, Array.isArray(value) ? Number(key) : key]),
  );
  return [at, ...children];
}

/** An own property, even `__proto__`, as JSON.parse would make it. */
const setOwn = (target: object, key: string | number, value: unknown) =>
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });

type Change =
  | { kind: 'set'; path: Path; value: unknown }
  | { kind: 'add'; path: Path; key: string; value: unknown }
  | { kind: 'drop'; path: Path };

const isNode = (value: unknown): value is Record<string | number, unknown> =>
  typeof value === 'object' && value !== null;

/** The value with one change, copying only the objects on the way to it. */
function applyChange(node: Json, change: Change, depth = 0): Json {
  const { path } = change;
  if (change.kind === 'set' && depth === path.length) return change.value;
  if (!isNode(node)) return node;
  const copy: Record<string | number, unknown> = Array.isArray(node)
    ? Object.assign([], node)
    : { ...node };
  const step = path[depth];
  // An array gets one more item: a key such as "2147483648" would make it billions long.
  if (change.kind === 'add' && depth === path.length) {
    if (Array.isArray(copy)) copy.push(change.value);
    else setOwn(copy, change.key, change.value);
  } else if (step === undefined) return node;
  else if (change.kind === 'drop' && depth === path.length - 1) delete copy[step];
  else setOwn(copy, step, applyChange(node[step], change, depth + 1));
  return copy;
}

type LeafKind = 'number' | 'date' | 'text' | 'other';

const kindOf = (leaf: unknown): LeafKind => {
  if (typeof leaf === 'number') return 'number';
  if (typeof leaf !== 'string') return 'other';
  return /^\d{4}-\d\d-\d\dT/.test(leaf) ? 'date' : 'text';
};

/** A hostile value of a leaf's own kind: a number for a number, a date for a date. */
const edgeValues: Record<LeafKind, fc.Arbitrary<unknown>> = {
  number: hostileNumber,
  date: fc.constantFrom(...datesAsText),
  text: hostileText,
  other: hostileValue,
};

const valueAt = (root: Json, path: Path) =>
  path.reduce<unknown>((node, step) => (isNode(node) ? node[step] : undefined), root);

/**
 * A valid value spoiled: one leaf given an edge value of its own type (so that the rest of the
 * request stays valid and the checks behind the first are reached), or a few changes of any
 * kind: a field replaced, a key added or left out, or all of it replaced.
 */
function spoiled(sample: Json): fc.Arbitrary<Json> {
  const paths = pathsOf(sample);
  const leaves = paths.filter((path) => !isNode(valueAt(sample, path)));
  const objectPaths = paths.filter((path) => {
    const value = valueAt(sample, path);
    return isNode(value) && !Array.isArray(value);
  });
  const change: fc.Arbitrary<Change> = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('set' as const),
        path: fc.constantFrom(...paths),
        value: hostileValue,
      }),
    },
    ...(objectPaths.length > 0
      ? [
          {
            weight: 2,
            arbitrary: fc.record({
              kind: fc.constant('add' as const),
              path: fc.constantFrom(...objectPaths),
              key: hostileKey,
              value: hostileValue,
            }),
          },
        ]
      : []),
    ...(paths.length > 1
      ? [
          {
            weight: 1,
            arbitrary: fc.record({
              kind: fc.constant('drop' as const),
              path: fc.constantFrom(...paths.slice(1)),
            }),
          },
        ]
      : []),
  );
  // The kind first, so that the few numbers and dates among many texts get their share.
  const leavesByKind = new Map<LeafKind, Path[]>();
  for (const path of leaves) {
    const kind = kindOf(valueAt(sample, path));
    leavesByKind.set(kind, [...(leavesByKind.get(kind) ?? []), path]);
  }
  const edge = fc
    .constantFrom(...(leavesByKind.size > 0 ? leavesByKind.keys() : ['other' as const]))
    .chain((kind) =>
      fc
        .constantFrom(...(leavesByKind.get(kind) ?? [[]]))
        .chain((path) =>
          edgeValues[kind].map((value) => applyChange(sample, { kind: 'set', path, value })),
        ),
    );
  const several = fc
    .array(change, { minLength: 1, maxLength: 3 })
    .map((changes) => changes.reduce<Json>((value, each) => applyChange(value, each), sample));
  return fc.oneof({ weight: 3, arbitrary: edge }, { weight: 2, arbitrary: several });
}

/** A valid value, now and then, else a spoiled one. */
const validOrSpoiled = (sample: Json) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(sample) },
    { weight: 4, arbitrary: spoiled(sample) },
  );

const pathNames = (path: string) =>
  path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));

/** Path segments: an id the sample names, or a hostile one. */
function paramsArbitrary(endpoint: Endpoint, sample: Record<string, number>) {
  const names = pathNames(endpoint.path);
  const hostileSegment = fc.oneof(
    fc.constantFrom(
      '0',
      '-1',
      '1.5',
      '1e3',
      '2147483648',
      '99999999999999999999',
      ' 1',
      '0x1',
      'NaN',
    ),
    shortHostileText,
    fc.constantFrom('a'.repeat(500), '9'.repeat(400)),
  );
  return fc
    .tuple(
      ...names.map((name) =>
        fc.oneof(
          { weight: 2, arbitrary: fc.constant(String(sample[name] ?? '1')) },
          { weight: 3, arbitrary: hostileSegment },
        ),
      ),
    )
    .map((values) => Object.fromEntries(names.map((name, index) => [name, values[index] ?? ''])));
}

/** The query's pairs as a form would send them: an array is one pair per item. */
const pairsOf = (query: Json): [string, string][] =>
  typeof query === 'object' && query !== null && !Array.isArray(query)
    ? Object.entries(query).flatMap(([key, value]) =>
        (Array.isArray(value) ? value : [value]).map((item): [string, string] => [
          key,
          typeof item === 'string' ? item : toJsonText(item),
        ]),
      )
    : [['q', typeof query === 'string' ? query : toJsonText(query)]];

/** Bad percent-encodings and odd separators, written into the query as they are. */
const rawQueryPieces = [
  '%',
  '%zz',
  '%c0%80',
  '&&&',
  '=',
  '==x',
  'a[b]=1',
  '__proto__[isAdmin]=1',
  'constructor=1',
];

function queryArbitrary(endpoint: Endpoint) {
  const sample = endpoint.query ? sampleOf(endpoint.query) : {};
  const duplicate = (pairs: [string, string][]) =>
    fc.tuple(fc.nat(), hostileText).map(([index, text]): [string, string][] => {
      const pair = pairs[index % Math.max(pairs.length, 1)];
      return pair ? [...pairs, [pair[0], text]] : pairs;
    });
  return fc
    .tuple(
      validOrSpoiled(sample)
        .map(pairsOf)
        .chain((pairs) => fc.oneof(fc.constant(pairs), duplicate(pairs))),
      fc.option(fc.constantFrom(...rawQueryPieces), { freq: 6 }),
    )
    .map(([pairs, rawPiece]) =>
      [
        ...pairs.map(([key, value]) => `${encodeUrlText(key)}=${encodeUrlText(value)}`),
        ...(rawPiece ? [rawPiece] : []),
      ].join('&'),
    );
}

const jsonType = 'application/json';
const multipartBoundary = 'fuzz-boundary';
const otherContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16le',
  `multipart/form-data; boundary=${multipartBoundary}`,
];

/** A form with a "file" that is no image, or a field in its place. */
const multipartText = (content: string, field: string) =>
  [
    `--${multipartBoundary}`,
    `Content-Disposition: form-data; name="${field}"; filename="dog.jpg"`,
    'Content-Type: image/jpeg',
    '',
    content,
    `--${multipartBoundary}--`,
    '',
  ].join('\r\n');

interface Body {
  contentType: string | undefined;
  payload: string | undefined;
}

function bodyArbitrary(endpoint: Endpoint): fc.Arbitrary<Body> {
  const sample = endpoint.body ? sampleOf(endpoint.body) : undefined;
  const json = (sample === undefined ? hostileValue : validOrSpoiled(sample)).map(
    (value): Body => ({ contentType: jsonType, payload: toJsonText(value) }),
  );
  const brokenJson = fc
    .constantFrom('', '{', '{"a":', 'NaN', '[1,]', "{'a':1}", '{"a":1}{"b":2}', '\u0000')
    .map((payload): Body => ({ contentType: jsonType, payload }));
  const otherType = fc
    .tuple(fc.constantFrom(...otherContentTypes), hostileText, fc.constantFrom('file', 'photo'))
    .map(([contentType, text, field]): Body => ({
      contentType,
      payload: contentType.startsWith('multipart/') ? multipartText(text, field) : text,
    }));
  const none = fc.constant<Body>({ contentType: undefined, payload: undefined });
  return endpoint.body || endpoint.multipart
    ? fc.oneof(
        { weight: 12, arbitrary: json },
        { weight: 1, arbitrary: brokenJson },
        { weight: 3, arbitrary: otherType },
        { weight: 1, arbitrary: none },
      )
    : fc.oneof(
        { weight: 6, arbitrary: none },
        { weight: 1, arbitrary: json },
        { weight: 1, arbitrary: otherType },
      );
}

/** The query as the server reads it: a repeated name is a list. */
function readQuery(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const before = query[key];
    setOwn(
      query,
      key,
      before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value],
    );
  }
  return query;
}

function readJson(body: Body): { ok: true; value: unknown } | { ok: false } {
  if (body.contentType !== jsonType || body.payload === undefined) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(body.payload) };
  } catch {
    return { ok: false };
  }
}

function passesSchemas(
  endpoint: Endpoint,
  params: Record<string, string>,
  search: string,
  body: Body,
) {
  if (endpoint.multipart) return false; // never an image
  if (endpoint.params && !endpoint.params.safeParse(params).success) return false;
  if (endpoint.query && !endpoint.query.safeParse(readQuery(search)).success) return false;
  if (!endpoint.body) return true;
  const json = readJson(body);
  return json.ok && endpoint.body.safeParse(json.value).success;
}

const callers = (endpoint: Endpoint): fc.Arbitrary<Caller> =>
  endpoint.access === 'admin'
    ? fc.constantFrom<Caller>('admin', 'admin', 'admin', 'admin', 'member', 'anonymous', 'forged')
    : fc.constantFrom<Caller>('member', 'member', 'member', 'admin', 'anonymous', 'forged');

/** Hostile requests to one endpoint; `sampleParams` names rows that exist. */
export function hostileRequests(
  endpoint: Endpoint,
  sampleParams: Record<string, number>,
): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      caller: callers(endpoint),
      params: paramsArbitrary(endpoint, sampleParams),
      search: queryArbitrary(endpoint),
      body: bodyArbitrary(endpoint),
    })
    .map(({ caller, params, search, body }) => {
      const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
        encodeUrlText(params[name] ?? ''),
      );
      return {
        caller,
        method: endpoint.method,
        url: search ? `${path}?${search}` : path,
        contentType: body.contentType,
        payload: body.payload,
        passesSchemas: passesSchemas(endpoint, params, search, body),
      };
    });
}
