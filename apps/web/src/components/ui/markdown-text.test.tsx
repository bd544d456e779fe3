import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowedMarkdownUrl, MarkdownText } from './markdown-text';

describe('markdown links (docs/product.md#announcements)', () => {
  it.each([
    ['http', 'http://waggle.example/walks'],
    ['https', 'https://waggle.example/walks'],
    ['irc', 'irc://irc.example/dogs'],
    ['ircs', 'ircs://irc.example/dogs'],
    ['mailto', 'mailto:hi@waggle.example'],
    ['xmpp', 'xmpp:dogs@waggle.example'],
  ])('keeps a %s link, opening in a new tab', (_protocol, address) => {
    render(<MarkdownText markdown={`Read [the news](${address}) today.`} />);
    const link = screen.getByRole('link', { name: 'the news' });
    expect(link).toHaveAttribute('href', address);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    ['javascript', 'javascript:alert(1)'],
    ['data', 'data:text/html,hi'],
    ['vbscript', 'vbscript:msgbox(1)'],
  ])('shows a %s link as its text alone', (_protocol, address) => {
    render(<MarkdownText markdown={`Read [the news](${address}) today.`} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('a')).toBeNull();
    expect(screen.getByText(/Read the news today\./)).toBeInTheDocument();
  });
});

describe('allowedMarkdownUrl (docs/product.md#announcements, react-markdown’s rule)', () => {
  it.each([
    ['a relative path', '/saved'],
    ['a page fragment', '#top'],
    ['a colon after a slash', '/walks/10:30'],
    ['a colon after a question mark', '?at=10:30'],
    ['a colon after a number sign', '#10:30'],
    ['an allowed protocol in capitals', 'HTTPS://waggle.example'],
  ])('keeps %s', (_what, address) => {
    expect(allowedMarkdownUrl(address)).toBe(address);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'file:///etc/passwd',
    'ftp://x.example',
  ])('refuses %s', (address) => {
    expect(allowedMarkdownUrl(address)).toBeNull();
  });
});

describe('MarkdownText', () => {
  it('renders paragraphs, emphasis, lists and headings, without ids on headings', () => {
    const { container } = render(
      <MarkdownText markdown={'# Walks\n\nSee *you* **there**.\n\n- Parks\n- Beaches\n\n1. One'} />,
    );
    expect(screen.getByRole('heading', { name: 'Walks' })).not.toHaveAttribute('id');
    expect(container.querySelector('em')).toHaveTextContent('you');
    expect(container.querySelector('strong')).toHaveTextContent('there');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Parks',
      'Beaches',
      'One',
    ]);
    // The blocks are the wrapper's own children (its grid spaces them).
    expect(container.firstElementChild?.children).toHaveLength(4);
  });

  it('leaves out an image whose address is not allowed, keeps one that is', () => {
    const { container } = render(
      <MarkdownText markdown={'![bad](javascript:alert(1)) ![good](/images/logo.svg)'} />,
    );
    expect(
      [...container.querySelectorAll('img')].map((image) => image.getAttribute('alt')),
    ).toEqual(['good']);
  });
});
