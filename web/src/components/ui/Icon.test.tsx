import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';

describe('Icon', () => {
  it('is hidden from assistive technology unless it carries meaning on its own', () => {
    const { container } = render(<Icon name="download" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is announced as an image with its label when given one', () => {
    render(<Icon name="instagram" label="Instagram" className="size-7" />);
    const icon = screen.getByRole('img', { name: 'Instagram' });
    expect(icon).not.toHaveAttribute('aria-hidden');
    expect(icon).toHaveAttribute('class', 'size-7');
  });
});
