// @vitest-environment happy-dom
// The islands' modal (src/ui/Dialog.tsx) kept in step with its `open` prop.
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '../../src/ui/Dialog.tsx';

afterEach(cleanup);

function Host() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Delete this card?" closeLabel="Close">
        Really?
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('closes for good on Escape or the close button when nothing asks it open again', () => {
    render(<Host />);
    const dialog = document.querySelector('dialog')!;
    act(() => dialog.close());
    expect(dialog.open).toBe(false);
    expect(screen.queryByText('Really?')).toBeNull();
  });

  it('opens again when closed and asked open before React has drawn the close (Escape, then Enter at once)', () => {
    render(<Host />);
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    act(() => {
      // Both updates land in one render: `open` reads true before and after it.
      dialog.close();
      screen.getByRole('button', { name: 'Delete' }).click();
    });
    expect(dialog.open).toBe(true);
  });
});
