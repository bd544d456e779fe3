import fc from 'fast-check';

// Values a hostile or broken client sends: for JSON bodies (with the numbers JSON text can carry
// but JavaScript cannot write: 1e999, -0, 5e-324), for query strings and for path segments.

const rawMark = '\u0001raw:';

/** A JSON leaf written into the body text as it is (a number token JSON.stringify cannot make). */
const raw = (token: string) => `${rawMark}${token}\u0001`;

/** The JSON text of a value whose leaves may be raw tokens; nothing for `undefined`. */
export const toJsonText = (value: unknown): string =>
  value === undefined ? '' : JSON.stringify(value).replace(/"\\u0001raw:([^"\\]*)\\u0001"/g, '$1');

const sqlAndHtml = [
  "' OR '1'='1",
  '1; DROP TABLE places; --',
  "'); DELETE FROM users; --",
  '%',
  '_',
  '\\',
  "Robert'); --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '../../../etc/passwd',
];

const unicodeEdges = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'a\uDC00b',
  '\u202Eevil\u202C',
  '\u200F\u0627\u0644\u0643\u0644\u0628',
  'e\u0301\u0301\u0301\u0301',
  'Z\u0351\u0352\u0357\u0358\u0359'.repeat(50),
  '\u200B\uFEFF\u2060',
  '🐕‍🦺'.repeat(30),
  '\r\n\t\u000B\u000C',
  '\uFFFF\uFFFE',
];

const numbersAsText = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1e999',
  '-0',
  '5e-324',
  '-5e-324',
  '1e-8',
  '0x10',
  '0b1',
  '1_000',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999',
  '-1',
  '0',
  '1.5',
  ' 1',
  '1 ',
  'true',
  'null',
  'undefined',
];

/** Dates out of range, impossible, or beyond what the database or JavaScript reads. */
export const datesAsText = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+14:00',
  '9999-12-31T23:59:59-14:00',
  '0001-06-01T12:00:00Z',
  '1969-12-31T23:59:59Z',
  '2026-02-30T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '+275760-09-13T00:00:00.001Z',
  '-000001-01-01T00:00:00Z',
  '2026-05-01T09:00:00+99:99',
  '2026-05-01',
];

const urlsAsText = [
  'http://localhost:5000/api/admin/summary',
  'file:///etc/passwd',
  'https://',
  `https://waggle.test/${'a'.repeat(3000)}`,
  'https://waggle.test/uploads/../../etc/passwd',
  'ftp://waggle.test/a.webp',
];

const huge = (length: number) =>
  fc.constantFrom('a', 'ä', '🐕', '\u0301', "'").map((unit) => unit.repeat(length));

/** Text of a usual length. */
export const shortHostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...sqlAndHtml, ...unicodeEdges) },
  { weight: 3, arbitrary: fc.constantFrom(...numbersAsText) },
  { weight: 2, arbitrary: fc.constantFrom(...datesAsText, ...urlsAsText) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

/** Text a client may send anywhere a string goes, now and then far too long. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: shortHostileText },
  { weight: 1, arbitrary: fc.constantFrom(300, 5_500, 20_000).chain(huge) },
);

/** Subnormal and barely normal numbers: within every range, yet they underflow arithmetic. */
const tinyNumbers = [
  '5e-324',
  '-5e-324',
  '4.9e-324',
  '1e-310',
  '-2.2250738585072014e-308',
  '2.2250738585072014e-308',
];

const rawNumbers = [
  '1e999',
  '-1e999',
  '-0',
  '9.9e-8',
  '1e308',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e21',
  '0.5',
  '90.0000001',
  '-180.5',
  '100.000000001',
  '1E2',
  '0e0',
];

/** Numbers as JSON text carries them, the ones JavaScript cannot write among them. */
export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...tinyNumbers).map(raw) },
  { weight: 2, arbitrary: fc.constantFrom(...rawNumbers).map(raw) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
  {
    weight: 1,
    arbitrary: fc
      .bigInt({ min: -(2n ** 80n), max: 2n ** 80n })
      .map((value) => raw(value.toString())),
  },
);

/** Objects whose keys try to reach a prototype, as JSON.parse makes them (own keys). */
const pollution = [
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"prototype":{"polluted":1}}',
  '{"__proto__":null}',
].map((text) => JSON.parse(text) as unknown);

const deeplyNested = (depth: number) =>
  JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown;

/** Any JSON value a field may receive instead of what it expects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  { weight: 4, arbitrary: hostileNumber },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      [],
      {},
      [null],
      [1, 2, 3],
      deeplyNested(2_000),
      ...pollution,
    ),
  },
  { weight: 1, arbitrary: fc.array(shortHostileText, { maxLength: 200 }) },
);

/** Keys a body or a query should not have. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'id', 'userId', '', ' '),
  shortHostileText,
);

/**
 * A path segment or query value as a URL carries it. A lone surrogate has no UTF-8, so it goes
 * as the bytes of one (invalid UTF-8, which the server must still take in).
 */
export function encodeUrlText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        try {
          return encodeURIComponent(char);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}
