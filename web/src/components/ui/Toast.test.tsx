import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast, type ToastOptions } from './Toast';

function Trigger({ toast }: { toast: ToastOptions }) {
  const { show } = useToast();
  return <button onClick={() => show(toast)}>Show</button>;
}

function renderWith(toast: ToastOptions) {
  render(
    <ToastProvider>
      <Trigger toast={toast} />
    </ToastProvider>,
  );
  return { click: (element: HTMLElement) => act(() => void fireEvent.click(element)) };
}

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes by itself after 50000 ms', async () => {
    vi.useFakeTimers();
    const events = renderWith({ type: 'success', message: 'Your picture is saved.' });
    events.click(screen.getByRole('button', { name: 'Show' }));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Your picture is saved.');
    expect(TOAST_DURATION_MS).toBe(50_000);

    act(() => vi.advanceTimersByTime(49_999));
    expect(screen.getByText('Your picture is saved.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Your picture is saved.')).not.toBeInTheDocument();
  });

  it('closes on its close button', async () => {
    const events = renderWith({ type: 'error', message: 'Failed to generate image. Please try again.' });
    events.click(screen.getByRole('button', { name: 'Show' }));
    const toast = screen.getByRole('alert');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(toast).toHaveTextContent('Something went wrong');
    events.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['success', 'status'],
    ['info', 'status'],
  ] as const)('a %s toast is announced as %s', async (type, role) => {
    const events = renderWith({ type, message: `A ${type} note` });
    events.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole(role)).toHaveTextContent(`A ${type} note`);
    expect(screen.getByRole(role)).toHaveAttribute('data-type', type);
  });

  it('stacks several toasts and closes each on its own', async () => {
    const events = renderWith({ type: 'info', message: 'Hello' });
    events.click(screen.getByRole('button', { name: 'Show' }));
    events.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getAllByRole('status')).toHaveLength(2);
    events.click(screen.getAllByRole('button', { name: 'Close notification' })[0]!);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
