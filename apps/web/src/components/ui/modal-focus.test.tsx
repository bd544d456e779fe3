import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BottomSheet } from './bottom-sheet';

function SheetWithOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open the sheet</button>
      <BottomSheet
        open={open}
        onOpenChange={setOpen}
        title="Sheet"
        description="A sheet"
        footer={<button onClick={() => setOpen(false)}>Done</button>}
      >
        <input aria-label="First field" />
      </BottomSheet>
    </>
  );
}

describe('the focus around a modal (WCAG 2.4.3 Focus order)', () => {
  it('goes back to the control that opened it, whichever way it closes', async () => {
    const user = userEvent.setup();
    render(<SheetWithOpener />);
    const opener = screen.getByRole('button', { name: 'Open the sheet' });

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.keyboard('{Escape}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
