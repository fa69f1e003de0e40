import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Dialog, MessageDialog } from './Dialog';
import { trackFocus } from './focusReturn';

function Harness({ onConfirm }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <MessageDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={onConfirm}
        title="Please Try Again"
      >
        <p>Invalid email format.</p>
      </MessageDialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title, takes focus, and gives it back when Ok closes it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Open' });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Please Try Again' });
    expect(dialog).toHaveTextContent('Invalid email format.');
    expect(screen.getByRole('button', { name: 'Ok' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives focus back to a button that was busy (disabled) when the dialog opened', async () => {
    trackFocus();
    const user = userEvent.setup();
    function Busy() {
      const [phase, setPhase] = useState<'idle' | 'checking' | 'asking'>('idle');
      return (
        <>
          <Button
            busy={phase === 'checking'}
            onClick={(event) => {
              setPhase('checking');
              // What Chrome does to a focused button that becomes disabled (jsdom does not).
              event.currentTarget.blur();
              setTimeout(() => setPhase('asking'), 10);
            }}
          >
            Generate
          </Button>
          <Dialog open={phase === 'asking'} onClose={() => setPhase('idle')} title="Ready?">
            <button type="button">Confirm</button>
          </Dialog>
        </>
      );
    }
    render(<Busy />);
    const generate = screen.getByRole('button', { name: 'Generate' });
    await user.click(generate);
    await screen.findByRole('dialog', { name: 'Ready?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(generate).toHaveFocus();
  });

  it('closes on Escape without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Outside</button>
        <Dialog open onClose={() => {}} title="Two buttons">
          <button type="button">First</button>
          <button type="button">Second</button>
        </Dialog>
      </>,
    );
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
  });
});
