import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alreadyReportedMessage } from '@waggle/shared/reports';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { toast } from '../../../components/ui/toast-store';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, json } from '../../../test/fake-api';
import type { ReportTarget } from '../report-target';
import { ReportButton } from './report-button';

vi.mock('../../../lib/native/haptics');
vi.mock('../../../components/ui/toast-store');
afterEach(() => vi.clearAllMocks());

const place: ReportTarget = { target: 'place', placeId: 7 };

function renderButton(target: ReportTarget, signedIn: boolean) {
  render(
    <QueryClientProvider client={createQueryClient('web')}>
      <Router hook={memoryLocation({ path: '/location/7' }).hook}>
        <ReportButton target={target} subject="Hyde Park" signedIn={signedIn} />
      </Router>
    </QueryClientProvider>,
  );
}

async function openDialog(target: ReportTarget, signedIn = true) {
  renderButton(target, signedIn);
  await userEvent.click(screen.getByRole('button', { name: 'Report Hyde Park' }));
  return screen.getByRole('dialog');
}

describe('reporting', () => {
  it('offers the place reasons, needs a note for "Other", then sends it and thanks', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'GET /api/reports/mine?placeId=7': () => json({ reported: false }),
      'POST /api/reports': (body) => {
        sent.push(body);
        return json({ ok: true }, 201);
      },
    });
    const dialog = await openDialog(place);
    const reasons = within(dialog).getByRole('radiogroup', { name: 'What is wrong?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Closed', 'Not dog-friendly any more', 'Wrong location', 'Other']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(reasons).toHaveAccessibleDescription('Choose a reason');
    expect(reasons).toHaveAttribute('aria-invalid', 'true');
    // A screen reader hears the group and its message: the focus goes to its first reason.
    expect(within(reasons).getByRole('radio', { name: 'Closed' })).toHaveFocus();

    await userEvent.click(within(reasons).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(reasons).toHaveAttribute('aria-invalid', 'false');
    const note = within(dialog).getByLabelText('Note (needed for Other)');
    expect(note).toHaveAccessibleDescription(/Tell us what is wrong/);
    expect(note).toHaveFocus();
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Note (needed for Other)'), 'Fenced off');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('button', { name: 'Report Hyde Park' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([{ target: 'place', placeId: 7, reason: 'other', note: 'Fenced off' }]);
    expect(toast).toHaveBeenCalledWith({ title: 'Thanks — a moderator will take a look.' });
  });

  it("shows the server's message in the dialog when it was already reported", async () => {
    fakeApi({
      'POST /api/reports': () => json({ error: 'conflict', message: alreadyReportedMessage }, 409),
    });
    const dialog = await openDialog({ target: 'review', reviewId: 3 });
    const reasons = within(dialog).getByRole('radiogroup', { name: 'What is wrong?' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(within(reasons).getByRole('radio', { name: 'Spam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(alreadyReportedMessage);
    expect(toast).not.toHaveBeenCalled();
  });

  it('says at once when the person’s report on it is still open (docs/product.md#reports)', async () => {
    fakeApi({ 'GET /api/reports/mine?placeId=7': () => json({ reported: true }) });
    const dialog = await openDialog(place);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(alreadyReportedMessage);
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a half-written report, and asks before throwing it away (docs/product.md#drafts)', async () => {
    fakeApi({ 'GET /api/reports/mine?placeId=7': () => json({ reported: false }) });
    let dialog = await openDialog(place);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Closed' }));
    await userEvent.type(within(dialog).getByLabelText('Note (needed for Other)'), 'Boarded up');

    await userEvent.keyboard('{Escape}');
    const question = screen.getByRole('alertdialog', { name: 'Discard what you typed?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Note (needed for Other)')).toHaveValue('Boarded up');

    // Closed and opened again (the page left and come back to), the draft is still there.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Report Hyde Park' }));
    dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Note (needed for Other)')).toHaveValue('');
    expect(within(dialog).getByRole('radio', { name: 'Closed' })).not.toBeChecked();
  });

  it('signed out: the dialog offers sign-in that comes back to this place', async () => {
    const dialog = await openDialog(place, false);
    expect(within(dialog).getByRole('link', { name: 'Sign in to report' })).toHaveAttribute(
      'href',
      '/signup?next=%2Flocation%2F7',
    );
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
  });
});
