import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Overlay } from './Overlay';
import { ProgressBar } from './ProgressBar';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Start</Button>
      <Overlay open={open} message="Your story is being generated and typically takes around 30s...">
        <Button onClick={() => setOpen(false)}>Done</Button>
      </Overlay>
    </>
  );
}

describe('Overlay', () => {
  it('announces its message, takes focus, ignores Escape and gives focus back when it closes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const start = screen.getByRole('button', { name: 'Start' });
    await user.click(start);

    const overlay = screen.getByRole('dialog', {
      name: 'Your story is being generated and typically takes around 30s...',
    });
    expect(overlay).toHaveFocus();
    expect(overlay).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('typically takes around 30s');

    await user.keyboard('{Escape}');
    expect(overlay).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(start).toHaveFocus();
  });
});

describe('ProgressBar', () => {
  it('is named by its label and reports its value', () => {
    render(<ProgressBar value={3} max={10} label="3 of 10 illustrations ready" />);
    const bar = screen.getByRole('progressbar', { name: '3 of 10 illustrations ready' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
  });
});
