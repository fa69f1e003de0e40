import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFetch, json } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';

describe('/educators', () => {
  it('pitches classroom stories: challenges, benefits, a non-profit testimonial, pricing', async () => {
    renderApp({ path: '/educators' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A story for every child in your classroom' }),
    ).toBeInTheDocument();
    for (const challenge of ['Reluctant readers', 'Big emotions', 'Sharing', 'Routines', 'Toilet training'])
      expect(screen.getByText(challenge)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: '10 AI illustrations per story' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/a non-profit/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us about educational programs' })).toHaveAttribute(
      'href',
      'mailto:hello@storysprout.com?subject=Educational%20programs',
    );
    expect(screen.getByRole('link', { name: 'Start Your Free Story' })).toHaveAttribute(
      'href',
      '/signupEducators',
    );
    expect(screen.getByRole('link', { name: 'See Examples' })).toHaveAttribute('href', '/gallery');
    expect(await screen.findByRole('link', { name: 'Start a classroom' })).toBeInTheDocument();
  });

  it('sends a signed-in educator to /create', async () => {
    renderApp({ path: '/educators', user: fakeUser() });
    expect(await screen.findByRole('link', { name: 'Start Your Free Story' })).toHaveAttribute(
      'href',
      '/create',
    );
  });

  it.each([
    [403, 'Coming soon to your region'],
    [200, 'Ready when your class is'],
  ] as const)('shows the region variant for status %s', async (status, heading) => {
    installFetch({ 'GET /public/getCountry': () => json({ status }) });
    renderApp({ path: '/educators' });
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  });
});

describe('/contact', () => {
  it('gives the contact address and the Classroom Plans mail', async () => {
    renderApp({ path: '/contact' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'hello@storysprout.com' })[0]).toHaveAttribute(
      'href',
      'mailto:hello@storysprout.com',
    );
    expect(screen.getByRole('link', { name: 'Ask about Classroom Plans' })).toHaveAttribute(
      'href',
      'mailto:hello@storysprout.com?subject=Classroom%20Plans%20Inquiry',
    );
  });
});
