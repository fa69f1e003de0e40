import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeadedSection } from './HeadedSection';

describe('HeadedSection', () => {
  it('is a region named by its own h2 heading', () => {
    render(
      <HeadedSection id="gifts" title="Gifts you have given" anchor="gifts-section">
        <p>Nothing yet.</p>
      </HeadedSection>,
    );
    const region = screen.getByRole('region', { name: 'Gifts you have given' });
    expect(region).toHaveAttribute('id', 'gifts-section');
    expect(screen.getByRole('heading', { level: 2, name: 'Gifts you have given' })).toHaveClass(
      'text-2xl font-semibold',
    );
    expect(region).toHaveTextContent('Nothing yet.');
  });

  it('can be an aside beside the page', () => {
    render(<HeadedSection id="cta" title="Start a story" as="aside" />);
    expect(screen.getByRole('complementary', { name: 'Start a story' })).toBeInTheDocument();
  });
});
