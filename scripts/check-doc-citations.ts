// `npm run lint:docs`: every `docs/…md#anchor` citation names a file and heading that exist,
// every relative link in README.md and docs/ resolves, and nothing cites the documents the rules
// were once kept in outside the repository. Lists each failure as file:line.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { docsCitations, headingAnchors, markdownLinks } from './doc-citations';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const self = 'scripts/check-doc-citations.ts';
// Written in pieces so that this file does not match itself.
const outsideDocuments = new RegExp(
  ['spec ' + '§', 'DESIGN' + '\\.md', 'STYLE' + '\\.md'].join('|'),
);
const binary = /\.(png|jpe?g|webp|gif|ico|heic|tar|gz|br|woff2?|jar|keystore)$/i;

const files = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
  { cwd: root, encoding: 'utf8' },
)
  .split('\0')
  .filter((file) => file && !binary.test(file) && existsSync(join(root, file)));

const anchorsOf = new Map<string, Set<string> | null>();
function anchors(file: string): Set<string> | null {
  if (!anchorsOf.has(file)) {
    const path = join(root, file);
    anchorsOf.set(file, existsSync(path) ? headingAnchors(readFileSync(path, 'utf8')) : null);
  }
  return anchorsOf.get(file) ?? null;
}

const failures: string[] = [];
function checkTarget(where: string, file: string, anchor: string | undefined) {
  const known = anchors(file);
  if (!known) failures.push(`${where}: ${file} does not exist`);
  else if (anchor && !known.has(anchor))
    failures.push(`${where}: ${file} has no heading #${anchor}`);
}

for (const file of files) {
  if (file === self) continue;
  const text = readFileSync(join(root, file), 'utf8');
  text.split('\n').forEach((line, index) => {
    if (outsideDocuments.test(line)) {
      failures.push(`${file}:${index + 1}: cites a document the repository does not hold`);
    }
  });
  for (const { line, file: cited, anchor } of docsCitations(text)) {
    checkTarget(`${file}:${line}`, cited, anchor);
  }
  if (file.endsWith('.md')) {
    for (const { line, target } of markdownLinks(text)) {
      const [path = '', anchor] = target.split('#');
      checkTarget(`${file}:${line}`, path ? normalize(join(dirname(file), path)) : file, anchor);
    }
  }
}

if (failures.length > 0) {
  console.error(`Document citations that do not resolve (${failures.length}):`);
  for (const failure of failures) console.error(`  ${failure}`);
  process.exit(1);
}
console.log(`Document citations: ${files.length} files checked, all resolve.`);
