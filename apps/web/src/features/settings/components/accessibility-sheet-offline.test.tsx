import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { AccessibilitySheetButton } from './accessibility-sheet';

// The sheet's code cannot be fetched (offline, before it was ever loaded).
vi.mock('./accessibility-sheet-panel', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

it('says in words that the sheet could not open when its code cannot load', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  render(
    <>
      <AccessibilitySheetButton />
      <Toaster />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Display and accessibility' }));
  expect(await screen.findByText("Couldn't open display settings")).toBeInTheDocument();
  expect(
    screen.getByText("You're offline. Check your connection and try again."),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
});
