import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFetch, json, RUNNING_SALE } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';

const RESTRICTED =
  'The product is not yet available for purchase in your region. Check out our free story gallery in the meantime!';
const PROMO =
  'Print Books Launched! First digital story FREE + 40% off additional digital stories + 20% off Print Books!';

describe('home page', () => {
  it('shows the hero with Start Your Free Story to /signup and See Examples to /gallery when signed out', async () => {
    renderApp({ path: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bedtime stories starring your little one' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your Free Story' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'See Examples' })).toHaveAttribute('href', '/gallery');
    expect(screen.getByText(/first digital story is FREE/)).toBeInTheDocument();
  });

  it('sends a signed-in user from Start Your Free Story to /create', async () => {
    renderApp({ path: '/', user: fakeUser() });
    expect(await screen.findByRole('link', { name: 'Start Your Free Story' })).toHaveAttribute(
      'href',
      '/create',
    );
  });

  it('has a landing variant that sends signed-out visitors to /login', async () => {
    renderApp({ path: '/personalized-stories' });
    expect(await screen.findByRole('link', { name: 'Start Your Free Story' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows no sale banner once the sale has ended (the launch sale ended on 2025-10-31)', async () => {
    installFetch({ 'GET /public/getCountry': () => json({ status: 200 }) });
    renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Bedtime stories starring your little one' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/public/getPricing', expect.anything()));
    expect(screen.queryByText(PROMO)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Claim Sale!' })).not.toBeInTheDocument();
  });

  it('shows the sale banner with Claim Sale! while a sale runs, and it can be dismissed', async () => {
    installFetch({
      'GET /public/getCountry': () => json({ status: 200 }),
      'GET /public/getPricing': () => json({ sale: RUNNING_SALE }),
    });
    const { events } = renderApp({ path: '/' });

    expect(await screen.findByText(PROMO)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim Sale!' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByText(RESTRICTED)).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Dismiss sale banner' }));
    expect(screen.queryByText(PROMO)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Claim Sale!' })).not.toBeInTheDocument();
  });

  it('shows the region notice for an unsupported region, and it can be dismissed', async () => {
    installFetch({ 'GET /public/getCountry': () => json({ status: 403 }) });
    const { events } = renderApp({ path: '/' });

    expect(await screen.findByText(RESTRICTED)).toBeInTheDocument();
    expect(screen.queryByText(PROMO)).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Dismiss region notice' }));
    expect(screen.queryByText(RESTRICTED)).not.toBeInTheDocument();
  });

  it('only logs an error when the country check fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    installFetch({ 'GET /public/getCountry': () => json({ error: 'boom' }, 500) });
    renderApp({ path: '/' });

    await screen.findByRole('heading', { level: 1, name: 'Bedtime stories starring your little one' });
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Country check failed', expect.anything()));
    expect(screen.queryByText(PROMO)).not.toBeInTheDocument();
    expect(screen.queryByText(RESTRICTED)).not.toBeInTheDocument();
  });

  it('explains how it works in 3 steps and lists six features under its heading', async () => {
    renderApp({ path: '/' });
    const how = await screen.findByRole('region', { name: 'How it works' });
    const steps = within(how).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('h3')?.textContent)).toEqual([
      'Step 1: Choose a style and create the story',
      'Step 2: Read and enjoy online, or download the PDF',
      'Step 3: Order a printed book, if you like',
    ]);
    const features = screen.getByRole('region', { name: 'Discover the joy of personalized storytelling' });
    // The spec's six benefits (part 1 §1), each with its icon.
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Tailored to imagination',
      'Good habits and moral values',
      'Memories made together',
      'Editing and image refinement tools',
      'Fostering a love of reading',
      'An alternative to generic online videos',
    ]);
    for (const item of within(features).getAllByRole('listitem'))
      expect(item.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(features.querySelector('img')).toBeNull();
    expect(screen.getByRole('region', { name: 'What parents say' })).toHaveTextContent(/preschool/);
  });

  it('shows the Photo Stories showcase after how it works: the family photos, then the page drawn from them', async () => {
    renderApp({ path: '/' });
    const showcase = await screen.findByRole('region', {
      name: 'Photo Stories: your family, in the pictures',
    });
    const photos = within(showcase).getByRole('list', { name: 'Sample family photos' });
    expect(
      within(photos)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/showcase/photo-amara.webp', '/showcase/photo-kofi.webp', '/showcase/photo-nia.webp']);
    const page = within(showcase).getByRole('img', { name: /build a tall sandcastle/ });
    expect(page).toHaveAttribute('src', '/showcase/page.webp');
    expect(page).toHaveAttribute('width', '768');
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    expect(regions.indexOf('showcase-heading')).toBe(regions.indexOf('how-heading') + 1);
  });

  it('answers 7 questions, one open at a time; clicking the open one closes it', async () => {
    const { events } = renderApp({ path: '/' });
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(7);
    expect(questions.every((q) => q.getAttribute('aria-expanded') === 'false')).toBe(true);

    await events.click(questions[2]!);
    expect(questions[2]).toHaveAttribute('aria-expanded', 'true');
    // Today's full prices (the launch sale has ended), from the one pricing module.
    expect(within(faq).getByText(/each digital storybook costs \$5\.00/)).toBeVisible();
    await events.click(questions[5]!);
    expect(questions[2]).toHaveAttribute('aria-expanded', 'false');
    expect(questions[5]).toHaveAttribute('aria-expanded', 'true');
    await events.click(questions[5]!);
    expect(questions.every((q) => q.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it.each([
    [403, 'StorySprout is coming to your region', 'Read free stories', '/gallery'],
    [200, 'Ready for tonight’s story?', 'Make my free story', '/signup'],
  ] as const)('shows the region block for status %s', async (status, heading, link, href) => {
    installFetch({ 'GET /public/getCountry': () => json({ status }) });
    renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
  });
});
