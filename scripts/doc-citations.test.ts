import { describe, expect, it } from 'vitest';
import { docsCitations, headingAnchors, headingSlug, markdownLinks } from './doc-citations';

describe('document citations', () => {
  it('makes anchors as GitHub does', () => {
    expect(headingSlug('Sign-in and session')).toBe('sign-in-and-session');
    expect(headingSlug('No Internet Connection screen')).toBe('no-internet-connection-screen');
    expect(headingSlug('Start-up (splash, dialog)')).toBe('start-up-splash-dialog');
    expect(headingSlug('Importing `npm run import`')).toBe('importing-npm-run-import');
  });

  it('numbers a repeated heading and skips fenced code', () => {
    const markdown = ['# Docs', '## Results', '```', '# not a heading', '```', '## Results'].join(
      '\n',
    );
    expect([...headingAnchors(markdown)]).toEqual(['docs', 'results', 'results-1']);
  });

  it('finds citations in code and relative links in markdown', () => {
    const code = '// docs/product.md#distance, and docs/architecture.md too';
    expect(docsCitations(code)).toEqual([
      { line: 1, file: 'docs/product.md', anchor: 'distance' },
      { line: 1, file: 'docs/architecture.md', anchor: undefined },
    ]);
    const markdown =
      'See [rules](docs/product.md#toasts), [site](https://example.org) and [up](#top).';
    expect(markdownLinks(markdown)).toEqual([
      { line: 1, target: 'docs/product.md#toasts' },
      { line: 1, target: '#top' },
    ]);
  });
});
