import { act, fireEvent, render, screen } from '@testing-library/react';
import { RefreshCw, X } from 'lucide-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button';
import { withTooltips } from './tooltip';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

const Toolbar = withTooltips(() => (
  <>
    <IconButton label="Refresh" icon={RefreshCw} />
    <IconButton label="Close" icon={X} />
  </>
));

const button = (name: string) => screen.getByRole('button', { name });
const pointAt = (name: string) => fireEvent.pointerMove(button(name), { pointerType: 'mouse' });
const leave = (name: string) => fireEvent.pointerLeave(button(name), { pointerType: 'mouse' });
const passes = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('icon buttons and their tooltips (docs/product.md#tooltips)', () => {
  it('are named by their label, shown in a tooltip 700 ms after the pointer rests', () => {
    render(<Toolbar />);
    pointAt('Refresh');
    passes(699);
    expect(screen.queryByRole('tooltip')).toBeNull();
    passes(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Refresh');
  });

  it('shows the next one at once within 300 ms of the last closing, and waits again after', () => {
    render(<Toolbar />);
    pointAt('Refresh');
    passes(700);
    leave('Refresh');
    pointAt('Close');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Close');

    leave('Close');
    passes(300);
    pointAt('Refresh');
    expect(screen.queryByRole('tooltip')).toBeNull();
    passes(700);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Refresh');
  });

  it('shows on a Tab to the control, not when the app moves the focus there', () => {
    render(<Toolbar />);
    act(() => button('Close').focus());
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => button('Close').blur());
    passes(0);

    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => button('Refresh').focus());
    fireEvent.keyUp(button('Refresh'), { key: 'Tab' });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Refresh');
  });
});
