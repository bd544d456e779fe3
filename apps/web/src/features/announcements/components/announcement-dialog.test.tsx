import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnnouncementMessage } from '@waggle/shared/announcements';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { haptic } from '../../../lib/native/haptics';
import { AnnouncementDialog } from './announcement-dialog';
import { announcementFixture } from '../../../test/announcement-fixture';

vi.mock('../../../lib/native/haptics');
beforeEach(() => vi.mocked(haptic).mockClear());

const message = (id: number, overrides: Partial<AnnouncementMessage> = {}) =>
  announcementFixture({
    id,
    title: `Message ${id} title`,
    content: `Body of message ${id}`,
    ...overrides,
  });

function renderDialog(messages: AnnouncementMessage[]) {
  const onDismiss = vi.fn();
  const onClose = vi.fn();
  render(<AnnouncementDialog open messages={messages} onDismiss={onDismiss} onClose={onClose} />);
  return { onDismiss, onClose, dialog: () => within(screen.getByRole('dialog')) };
}

describe('announcement dialog (docs/product.md#announcements)', () => {
  it('shows the title, the image, the markdown body and "Published" in day-month-year form', () => {
    const { dialog } = renderDialog([
      message(1, {
        content: 'Walks are **free** on [Sundays](https://waggle.example/sundays).',
        imageUrl: 'https://images.example/walk.jpg',
      }),
    ]);
    expect(dialog().getByRole('heading', { name: 'Message 1 title' })).toBeInTheDocument();
    expect(dialog().getByText('Published 3 May 2026')).toBeInTheDocument();
    expect(dialog().getByText('free').tagName).toBe('STRONG');
    expect(dialog().getByRole('presentation')).toHaveAttribute(
      'src',
      'https://images.example/walk.jpg',
    );
    // Links open in a new tab, without a way back to the app.
    const link = dialog().getByRole('link', { name: 'Sundays' });
    expect(link).toHaveAttribute('href', 'https://waggle.example/sundays');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('one message: no counter, no arrows, and "Got it!" dismisses it and closes', async () => {
    const { dialog, onDismiss, onClose } = renderDialog([message(1)]);
    expect(dialog().queryByText(/Message 1 of/)).toBeNull();
    expect(dialog().queryByRole('button', { name: /message$/ })).toBeNull();
    expect(dialog().getByRole('button', { name: 'Got it!' })).toHaveFocus();
    await userEvent.click(dialog().getByRole('button', { name: 'Got it!' }));
    expect(onDismiss).toHaveBeenCalledWith(1);
    expect(onClose).toHaveBeenCalled();
  });

  it('several: "Message X of N", arrows hidden at the ends, Next dismisses and moves on', async () => {
    const { dialog, onDismiss, onClose } = renderDialog([message(7), message(3), message(5)]);
    expect(dialog().getByText('Message 1 of 3')).toBeInTheDocument();
    expect(dialog().queryByRole('button', { name: 'Previous message' })).toBeNull();
    expect(dialog().getByRole('button', { name: 'Next message' })).toBeInTheDocument();

    await userEvent.click(dialog().getByRole('button', { name: 'Next' }));
    expect(onDismiss).toHaveBeenLastCalledWith(7);
    expect(dialog().getByText('Message 2 of 3')).toBeInTheDocument();
    expect(dialog().getByRole('heading', { name: 'Message 3 title' })).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Previous message' })).toBeInTheDocument();

    // The arrows move without dismissing.
    await userEvent.click(dialog().getByRole('button', { name: 'Next message' }));
    expect(dialog().getByText('Message 3 of 3')).toBeInTheDocument();
    expect(dialog().queryByRole('button', { name: 'Next message' })).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog().getByRole('button', { name: 'Previous message' }));
    expect(dialog().getByText('Message 2 of 3')).toBeInTheDocument();
    await userEvent.click(dialog().getByRole('button', { name: 'Next message' }));

    await userEvent.click(dialog().getByRole('button', { name: 'Got it!' }));
    expect(onDismiss.mock.calls).toEqual([[7], [5]]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives the button-press haptic on its buttons (docs/product.md#haptics)', async () => {
    const { dialog } = renderDialog([message(1), message(2)]);
    await userEvent.click(dialog().getByRole('button', { name: 'Next message' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Got it!' }));
    expect(vi.mocked(haptic).mock.calls).toEqual([['buttonPress'], ['buttonPress']]);
  });

  it('renders HTML as text and keeps only the docs/product.md#announcements link protocols', () => {
    const { dialog } = renderDialog([
      message(1, {
        content: [
          '<img src=x onerror="alert(1)"> <b>bold?</b>',
          '[run](javascript:alert(1)) [data](data:text/html,hi) [mail](mailto:hi@waggle.example)',
          '[chat](xmpp:dogs@waggle.example) [irc](ircs://irc.example/dogs)',
        ].join('\n\n'),
      }),
    ]);
    expect(dialog().getByText(/<img src=x onerror="alert\(1\)">/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    // Any other address is no link at all, only its text.
    expect(dialog().getByText(/run/).closest('a')).toBeNull();
    expect(dialog().getByText(/data/).closest('a')).toBeNull();
    expect(dialog().getByRole('link', { name: 'mail' })).toHaveAttribute(
      'href',
      'mailto:hi@waggle.example',
    );
    expect(dialog().getByRole('link', { name: 'chat' })).toHaveAttribute(
      'href',
      'xmpp:dogs@waggle.example',
    );
    expect(dialog().getByRole('link', { name: 'irc' })).toHaveAttribute(
      'href',
      'ircs://irc.example/dogs',
    );
  });
});
