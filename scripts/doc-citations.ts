// What `npm run lint:docs` checks: citations of the repository's own documents resolve, and no
// file cites a document the repository does not hold.

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces → hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a markdown file offers: its headings' slugs, a repeated one numbered (-1, -2…). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const slug = headingSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

export interface Citation {
  line: number;
  /** The cited file, relative to the repository's root. */
  file: string;
  anchor: string | undefined;
}

/** `docs/<name>.md#<anchor>` wherever it is written: code comments, test names, markdown. */
export function docsCitations(text: string): Citation[] {
  const citations: Citation[] = [];
  text.split('\n').forEach((content, index) => {
    for (const match of content.matchAll(/\bdocs\/([\w-]+\.md)(?:#([\w-]+))?/g)) {
      citations.push({ line: index + 1, file: `docs/${match[1]}`, anchor: match[2] });
    }
  });
  return citations;
}

/** Relative links of a markdown file (`[text](path#anchor)`, `(#anchor)`), web links left out. */
export function markdownLinks(markdown: string): { line: number; target: string }[] {
  const links: { line: number; target: string }[] = [];
  markdown.split('\n').forEach((content, index) => {
    for (const match of content.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1];
      if (target && !/^[a-z][a-z+.-]*:/i.test(target)) links.push({ line: index + 1, target });
    }
  });
  return links;
}
