import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('shows and hides the password with a pressed-state button', async () => {
    const events = userEvent.setup();
    render(<PasswordField label="Password" error="Too short" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toBeInvalid();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await events.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await events.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });
});
