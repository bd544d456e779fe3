import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from './markdown-text';

describe('markdown links (spec §5 protocols)', () => {
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
