import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { recordError } from '../../../lib/recent-errors';
import DiagnosticsPanel from './diagnostics-panel';

type PanelUser = Parameters<typeof DiagnosticsPanel>[0]['user'];

function renderPanel(user: PanelUser) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DiagnosticsPanel user={user} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

/** What the panel says beside `label` (each fact is a term and its definition). */
const fact = (label: string) => {
  const panel = within(screen.getByRole('region', { name: 'Diagnostics' }));
  const term = panel.getByText(label, { selector: 'dt' });
  const definition = term.nextElementSibling;
  expect(definition?.tagName).toBe('DD');
  return definition?.textContent;
};

describe('the diagnostics panel (docs/product.md#diagnostics-panel)', () => {
  it('says who is signed in: name, user id and admin rights', () => {
    renderPanel({ id: 2, displayName: 'Kim', isAdmin: false });
    expect(fact('Signed in')).toBe('Kim (user 2)');
  });

  it('marks an admin', () => {
    renderPanel({ id: 1, displayName: 'Ada', isAdmin: true });
    expect(fact('Signed in')).toBe('Ada (user 1, admin)');
  });

  it('says No when nobody is signed in', () => {
    renderPanel(null);
    expect(fact('Signed in')).toBe('No');
  });

  it('gives the release, platform, API, connection, what is stored and the last errors', async () => {
    // Two bytes a character: 17 of key and 7 of value.
    localStorage.setItem('haptic_preference', 'minimal');
    recordError('Couldn’t save your settings', new Error('Quota exceeded'));
    const onClose = renderPanel(null);
    expect(fact('Release')).toBe('Version 1.40 (build 35)');
    expect(fact('Platform')).toBe('web');
    expect(fact('API')).toBe(window.location.origin);
    expect(fact('Connection')).toBe('Online');
    expect(fact('Data in memory')).toBe('0 queries');
    expect(fact('Stored here')).toContain('haptic_preference: 48 B');
    expect(screen.getByText(/Couldn’t save your settings: Quota exceeded/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close diagnostics' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
