import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Field } from './Field';

describe('Field', () => {
  it('labels its input and announces its error', () => {
    render(<Field label="Email" type="email" hint="We never share it." error="Invalid email format." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('We never share it. Invalid email format.');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email format.');
  });

  it('is valid without an error', () => {
    render(<Field label="First name" />);
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeValid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Button', () => {
  it('is disabled and marked busy while busy', () => {
    render(<Button busy>Sign in</Button>);
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
