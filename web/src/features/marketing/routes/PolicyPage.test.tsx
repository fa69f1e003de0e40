import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/renderApp';

describe('/policy', () => {
  it('states the terms and the privacy policy: rights, retention, final sales, adults only, photos, payments, contact', async () => {
    renderApp({ path: '/policy' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Use And Privacy Policy' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Last updated Aug 5, 2025')).toBeInTheDocument();
    for (const heading of [
      'Who may use StorySprout',
      'Your stories',
      "Children's photos",
      'Payments and printed books',
      'Credits and final sales',
      'Contact',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByText(/Only adults may create stories/)).toBeInTheDocument();
    expect(screen.getByText(/You keep the rights to the stories you create/)).toBeInTheDocument();
    expect(screen.getByText(/for 18 months is deleted with its photos/)).toBeInTheDocument();
    expect(screen.getByText(/final and non-refundable/)).toBeInTheDocument();
    expect(
      screen.getByText(/never published, shared with other users, or used to train any model/),
    ).toBeInTheDocument();
    const contact = screen.getByRole('heading', { level: 2, name: 'Contact' }).closest('section')!;
    expect(within(contact).getByRole('link', { name: 'hello@storysprout.com' })).toHaveAttribute(
      'href',
      'mailto:hello@storysprout.com',
    );
  });
});
