import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSENT_KEY } from '../../lib/analyticsConsent';
import { AnalyticsChoice } from './AnalyticsChoice';

describe('the footer analytics choice', () => {
  it('is absent without a measurement id', () => {
    const { container } = render(<AnalyticsChoice available={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('asks first, then remembers Allow or Decline in this browser', async () => {
    const events = userEvent.setup();
    render(<AnalyticsChoice available />);
    const allow = screen.getByRole('button', { name: 'Allow' });
    const decline = screen.getByRole('button', { name: 'Decline' });
    expect(allow).toHaveAttribute('aria-pressed', 'false');
    expect(decline).toHaveAttribute('aria-pressed', 'false');
    await events.click(allow);
    expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');
    expect(allow).toHaveAttribute('aria-pressed', 'true');
    await events.click(decline);
    expect(localStorage.getItem(CONSENT_KEY)).toBe('denied');
    expect(decline).toHaveAttribute('aria-pressed', 'true');
  });
});
