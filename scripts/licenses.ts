// `npm run licenses`: the licence of every production dependency, from package-lock.json (every
// package not there for development alone, the other platforms' optional builds included), counted
// by licence, and the packages whose licence is not on the allow-list. Exits 1 when one of those
// is not among the reviewed exceptions below (docs/security.md#dependencies-and-licences).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Permissive licences, as SPDX identifiers. */
const allowed = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  'Python-2.0',
  'Unlicense',
  'Zlib',
]);

/** Packages outside the allow-list that were looked at, and why they may stay. */
const reviewed: { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^@img\/sharp-(libvips-|wasm32$|win32-)/,
    reason:
      "libvips (LGPL-3.0-or-later), sharp's image library: prebuilt and unmodified in packages of its own, loaded at run time, so it can be replaced; a distribution of the server keeps its licence text.",
  },
  {
    pattern: /^libheif-js$/,
    reason:
      'libheif (LGPL-3.0) compiled for Node, unmodified in a package of its own, which decodes HEIC photos on the server; the same terms as libvips.',
  },
  {
    pattern: /^(react-leaflet|@react-leaflet\/core)$/,
    reason:
      "Hippocratic-2.1, in the web app's map: permissive, but not an OSI licence (its use must respect human rights and labour standards). Without it the map would use Leaflet (BSD-2-Clause) directly.",
  },
];

interface LockEntry {
  version?: string;
  license?: string;
  dev?: boolean;
  link?: boolean;
}

/** Whether an SPDX expression (`A OR B`, `A AND (B OR C)`, `A WITH exception`) is allowed. */
export function isAllowed(expression: string): boolean {
  const tokens = expression.replace(/[()]/g, ' $& ').trim().split(/\s+/);
  let position = 0;
  const term = (): boolean => {
    const token = tokens[position++];
    if (token === '(') {
      const value = anyOf();
      position++; // ')'
      return value;
    }
    if (tokens[position] === 'WITH') position += 2;
    return allowed.has(token ?? '');
  };
  const allOf = (): boolean => {
    let value = term();
    while (tokens[position] === 'AND') {
      position++;
      value = term() && value;
    }
    return value;
  };
  const anyOf = (): boolean => {
    let value = allOf();
    while (tokens[position] === 'OR') {
      position++;
      value = allOf() || value;
    }
    return value;
  };
  return anyOf();
}

/** The lockfile's licence, else the installed package.json's (`license`, or old `licenses`). */
function licenceOf(path: string, entry: LockEntry): string {
  if (entry.license) return entry.license;
  const manifest = join(root, path, 'package.json');
  if (!existsSync(manifest)) return 'UNKNOWN';
  const json = JSON.parse(readFileSync(manifest, 'utf8')) as {
    license?: string;
    licenses?: { type?: string }[];
  };
  const types = (json.licenses ?? []).map((item) => item.type).filter(Boolean);
  return json.license ?? (types.length > 0 ? types.join(' OR ') : 'UNKNOWN');
}

function productionPackages() {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path.includes('node_modules/') && !entry.dev && !entry.link)
    .map(([path, entry]) => ({
      name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length),
      version: entry.version ?? '?',
      licence: licenceOf(path, entry),
    }));
}

function main() {
  const packages = productionPackages();
  const counts = new Map<string, number>();
  for (const { licence } of packages) counts.set(licence, (counts.get(licence) ?? 0) + 1);
  console.log(`Production dependencies: ${packages.length} packages (package-lock.json).\n`);
  console.log('| Licence | Packages |\n| --- | ---: |');
  for (const [licence, count] of [...counts].sort((a, b) => b[1] - a[1])) {
    console.log(`| ${licence}${isAllowed(licence) ? '' : ' (not allowed)'} | ${count} |`);
  }

  const outside = packages.filter((item) => !isAllowed(item.licence));
  const unexplained = outside.filter((item) => !reviewed.some((r) => r.pattern.test(item.name)));
  for (const { pattern, reason } of reviewed) {
    const matched = outside.filter((item) => pattern.test(item.name));
    if (matched.length === 0) continue;
    const names = matched.map((item) => `${item.name}@${item.version} (${item.licence})`);
    console.log(`\nReviewed: ${names.join(', ')}\n  ${reason}`);
  }
  if (unexplained.length > 0) {
    console.log('\nNot allowed and not reviewed:');
    for (const item of unexplained) console.log(`- ${item.name}@${item.version}: ${item.licence}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery other licence is on the allow-list.');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
