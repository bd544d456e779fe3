import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { haptic } from '../../../lib/native/haptics';
import { SettingsProvider } from '../../../lib/settings/settings-provider';
import { stubResizeObserver } from '../../../test/resize-observer';
import { AccessibilitySheetButton } from './accessibility-sheet';

vi.mock('../../../lib/native/haptics');
beforeEach(() => {
  vi.mocked(haptic).mockClear();
  stubResizeObserver();
});

function renderSheet() {
  const memory = memoryLocation({ path: '/saved', record: true });
  render(
    <SettingsProvider>
      <Router hook={memory.hook}>
        <AccessibilitySheetButton />
      </Router>
    </SettingsProvider>,
  );
  return memory;
}

async function openSheet() {
  await userEvent.click(screen.getByRole('button', { name: 'Display and accessibility' }));
  // Its code loads on demand, the first time.
  return within(await screen.findByRole('dialog', { name: 'Display and accessibility' }));
}

const stored = () => JSON.parse(localStorage.getItem('accessibility_settings') ?? '{}') as unknown;

describe('the accessibility sheet (docs/product.md#accessibility-and-display)', () => {
  it('holds every accessibility setting of docs/product.md#accessibility-and-display, the distance unit included', async () => {
    localStorage.setItem('accessibility_settings', '{"distanceUnit":"kilometers"}');
    renderSheet();
    const sheet = await openSheet();
    expect(sheet.getByRole('slider', { name: 'Text size' })).toHaveAttribute('aria-valuenow', '3');
    expect(sheet.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
    expect(sheet.getByRole('switch', { name: 'High contrast' })).not.toBeChecked();
    expect(sheet.getByRole('switch', { name: 'Colour-blind friendly colours' })).toBeChecked();
    expect(sheet.getByRole('switch', { name: 'Reduce motion' })).not.toBeChecked();
    const unit = within(sheet.getByRole('radiogroup', { name: 'Distance unit' }));
    expect(unit.getByRole('radio', { name: 'Kilometres' })).toBeChecked();

    await userEvent.click(unit.getByRole('radio', { name: 'Miles' }));
    expect(unit.getByRole('radio', { name: 'Miles' })).toBeChecked();
    await vi.waitFor(() => expect(stored()).toMatchObject({ distanceUnit: 'miles' }));
  });

  it('closes with Done, with the button-press haptic (docs/product.md#haptics)', async () => {
    renderSheet();
    const sheet = await openSheet();
    vi.mocked(haptic).mockClear();
    await userEvent.click(sheet.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(vi.mocked(haptic).mock.calls).toEqual([['buttonPress']]);
  });

  it('leads to all the settings with "All settings", with the button-press haptic', async () => {
    const memory = renderSheet();
    const sheet = await openSheet();
    vi.mocked(haptic).mockClear();
    await userEvent.click(sheet.getByRole('link', { name: 'All settings' }));
    expect(memory.history?.at(-1)).toBe('/settings');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(vi.mocked(haptic).mock.calls).toEqual([['buttonPress']]);
  });

  it('closes with its Close button and with the backdrop', async () => {
    renderSheet();
    const sheet = await openSheet();
    await userEvent.click(sheet.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await openSheet();
    // The modal sheet makes the rest of the page inert to the pointer: the backdrop takes the tap.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByTestId('sheet-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
