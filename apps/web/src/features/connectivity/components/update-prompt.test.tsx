import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissUpdate, offerUpdate } from '../service-worker/waiting-update';
import { UpdatePrompt } from './update-prompt';

afterEach(() => act(dismissUpdate));

describe('the new-version prompt', () => {
  it('says a new version is ready, in a status region, while one waits, and Reload applies it', async () => {
    render(<UpdatePrompt />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    const applyUpdate = vi.fn();
    act(() => offerUpdate(applyUpdate));
    expect(region).toHaveTextContent('A new version of Waggle is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(applyUpdate).toHaveBeenCalledOnce();
  });

  it('goes away on "Not now", leaving the update for the next start', async () => {
    render(<UpdatePrompt />);
    act(() => offerUpdate(vi.fn()));
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});
