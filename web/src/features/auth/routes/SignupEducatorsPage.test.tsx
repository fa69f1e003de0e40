import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, installFetch, json } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';
import { NAME_TOO_LONG } from '@contract/accounts';
import {
  accountPageAnswers,
  firebaseAuth as fb,
  recordAnalytics,
  resetFirebaseAuthMocks,
} from '../testing/firebaseAuthMock';

vi.mock('firebase/auth', async () => (await import('../testing/firebaseAuthMock')).firebaseAuth);

const INVALID_CODE =
  'The organization join code you entered is not valid. Please check with your organization administrator to get the correct code.';

type Events = ReturnType<typeof renderApp>['events'];

const educatorInfo = {
  userType: 'educator',
  userRole: 'admin',
  joinCode: null,
  organizationID: 'org_1',
  orgName: 'Maple Leaf Preschool',
};

async function openPage() {
  // The session follows the new account once Firebase created it.
  const view = renderApp({ path: '/signupEducators', user: fakeUser({ emailVerified: false }) });
  await screen.findByRole('heading', { level: 1, name: 'Sign up as an educator' });
  return view;
}

function form() {
  return within(screen.getByRole('form', { name: 'Educator sign up' }));
}

async function fillAccount(
  events: Events,
  { email = 'ms.lee@example.com', password = 'crayons-and-naps' } = {},
) {
  await events.type(form().getByRole('textbox', { name: 'First name' }), 'Ada');
  await events.type(form().getByRole('textbox', { name: 'Last name' }), 'Lee');
  await events.type(form().getByRole('textbox', { name: 'Email' }), email);
  await events.type(form().getByLabelText('Password'), password);
}

type OrganizationChoice = 'Create a new organization' | 'Join existing organization';

async function chooseOrganization(events: Events, option: OrganizationChoice) {
  await events.click(form().getByRole('radio', { name: 'Educational organization' }));
  await events.click(form().getByRole('radio', { name: option }));
}

const submit = (events: Events) => events.click(form().getByRole('button', { name: 'Sign up' }));

/**
 * Fills the form for an organization (`option`, then `value` typed in `field`) and submits it
 * while acceptEducatorAccount answers `answer`; the refusal is logged, so the log is quiet.
 */
async function submitRefused(
  answer: () => Response,
  [option, field, value]: [OrganizationChoice, string | RegExp, string],
) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  installFetch({ 'POST /user/acceptEducatorAccount': answer });
  const { events } = await openPage();
  await fillAccount(events);
  await chooseOrganization(events, option);
  await events.type(form().getByRole('textbox', { name: field }), value);
  await submit(events);
  return events;
}

describe('educator sign-up page', () => {
  beforeEach(() => resetFirebaseAuthMocks());

  it('has the account fields, the account type choice, consent and a link to /login', async () => {
    await openPage();
    expect(form().getByRole('radio', { name: 'Individual educator' })).toBeChecked();
    expect(form().getByRole('textbox', { name: 'School/Childcare center name' })).toBeInTheDocument();
    expect(form().getByRole('link', { name: 'Terms of Use & Privacy Policy' })).toHaveAttribute(
      'href',
      '/policy',
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows the short-password dialog before the email dialog', async () => {
    const { events } = await openPage();
    await fillAccount(events, { email: 'ms.lee@example', password: '123' });
    await submit(events);
    const dialog = await screen.findByRole('dialog', { name: 'Please Try Again' });
    expect(dialog).toHaveTextContent('The password must contain a minimum of six characters.');
    await events.click(within(dialog).getByRole('button', { name: 'Ok' }));

    await events.type(form().getByLabelText('Password'), '456');
    await submit(events);
    expect(await screen.findByRole('dialog', { name: 'Please Try Again' })).toHaveTextContent(
      'Invalid email format.',
    );
    expect(fb.createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('requires the school/childcare center name for individual educators', async () => {
    const { events } = await openPage();
    await fillAccount(events);
    await events.type(form().getByRole('textbox', { name: 'School/Childcare center name' }), '   ');
    await submit(events);

    const field = form().getByRole('textbox', { name: 'School/Childcare center name' });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(
      'School/Childcare center name is required for individual educators',
    );
    expect(field).toHaveFocus();
    expect(fb.createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it.each<[string, OrganizationChoice, string]>([
    ['the organization name when creating an organization', 'Create a new organization', 'Organization name'],
    ['the join code when joining', 'Join existing organization', 'Join code'],
  ])('requires %s', async (_, option, field) => {
    const { events } = await openPage();
    await fillAccount(events);
    await chooseOrganization(events, option);
    await submit(events);
    expect(await screen.findByRole('alert')).toHaveTextContent(`${field} is required`);
    expect(form().getByRole('textbox', { name: new RegExp(`^${field}`) })).toBeInvalid();
    expect(fb.createUserWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('forces the join code to at most 6 capital letters as it is typed', async () => {
    const { events } = await openPage();
    await chooseOrganization(events, 'Join existing organization');
    const code = form().getByRole('textbox', { name: /Join code/ });
    expect(code).toHaveAttribute('maxLength', '6');
    await events.type(code, 'ab3k9z');
    expect(code).toHaveValue('AB3K9Z');
  });

  it('signs up an individual educator with the acceptance payload and goes to /account', async () => {
    const analytics = recordAnalytics();
    const fetchMock = installFetch({
      ...accountPageAnswers,
      'POST /user/acceptEducatorAccount': () => json(educatorInfo),
    });
    const { events, router } = await openPage();
    await fillAccount(events);
    await events.type(
      form().getByRole('textbox', { name: 'School/Childcare center name' }),
      ' Maple Leaf Preschool ',
    );
    await submit(events);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(fb.createUserWithEmailAndPassword).toHaveBeenCalledWith(
      expect.anything(),
      'ms.lee@example.com',
      'crayons-and-naps',
    );
    expect(fb.updateProfile).toHaveBeenCalledWith(expect.anything(), { displayName: 'Ada Lee' });
    expect(fb.sendEmailVerification).toHaveBeenCalledWith(expect.anything(), {
      url: `${window.location.origin}/account?verified=true`,
    });
    expect(bodyOf(fetchMock, '/user/acceptEducatorAccount')).toEqual({
      accountType: 'individual',
      userType: 'educator',
      userRole: 'admin',
      name: 'Ada Lee',
      organizationInfo: { organizationName: 'Maple Leaf Preschool', isIndividual: true },
    });
    expect(analytics.events.map(([event]) => event)).toContain('page_view');
    analytics.remove();
  });

  it('sends the create payload for a new organization', async () => {
    const fetchMock = installFetch({
      ...accountPageAnswers,
      'POST /user/acceptEducatorAccount': () => json(educatorInfo),
    });
    const { events, router } = await openPage();
    await fillAccount(events);
    await chooseOrganization(events, 'Create a new organization');
    await events.type(form().getByRole('textbox', { name: 'Organization name' }), 'Sunny Days Daycare');
    await submit(events);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(bodyOf(fetchMock, '/user/acceptEducatorAccount')).toEqual({
      accountType: 'organization',
      userType: 'educator',
      userRole: 'admin',
      name: 'Ada Lee',
      organizationInfo: {
        organizationOption: 'create',
        organizationName: 'Sunny Days Daycare',
        joinCode: null,
      },
    });
  });

  it('opens the invalid join code dialog; Try Again clears the code and OK keeps it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = installFetch({
      'POST /user/acceptEducatorAccount': () => json({ error: 'Invalid join code' }, 400),
    });
    const { events } = await openPage();
    await fillAccount(events);
    await chooseOrganization(events, 'Join existing organization');
    const code = form().getByRole('textbox', { name: /Join code/ });
    await events.type(code, 'abcdef');
    await submit(events);

    let dialog = await screen.findByRole('dialog', { name: 'Invalid Join Code' });
    expect(dialog).toHaveTextContent(INVALID_CODE);
    expect(bodyOf(fetchMock, '/user/acceptEducatorAccount')).toEqual({
      accountType: 'organization',
      userType: 'educator',
      userRole: 'member',
      name: 'Ada Lee',
      organizationInfo: { organizationOption: 'join', organizationName: null, joinCode: 'ABCDEF' },
    });

    await events.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(code).toHaveValue('ABCDEF');

    await submit(events);
    dialog = await screen.findByRole('dialog', { name: 'Invalid Join Code' });
    await events.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(code).toHaveValue('');
    // The account made by the first attempt is reused, not created again.
    expect(fb.createUserWithEmailAndPassword).toHaveBeenCalledTimes(1);
  });

  it('says when to try again after too many wrong join codes, without the invalid code dialog', async () => {
    await submitRefused(
      () => json({ error: 'Too many wrong join codes. Try again in 42 minutes.' }, 429),
      ['Join existing organization', /Join code/, 'ABCDEF'],
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong join codes. Try again in 42 minutes.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows other errors under the form: the server's message or the fallback", async () => {
    const events = await submitRefused(
      () => json({ error: 'Organization name must be at most 120 characters' }, 400),
      ['Create a new organization', 'Organization name', 'Sunny Days'],
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Organization name must be at most 120 characters',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    installFetch({ 'POST /user/acceptEducatorAccount': () => new Response('', { status: 503 }) });
    await submit(events);
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Error during signup process'),
    );
  });

  it('checks the whole payload before creating the account: a too-long organization name or name', async () => {
    const fetchMock = installFetch({ ...accountPageAnswers });
    const { events } = await openPage();
    await fillAccount(events);
    await chooseOrganization(events, 'Create a new organization');
    const organization = form().getByRole('textbox', { name: 'Organization name' });
    await events.click(organization);
    await events.paste('Sunny Days '.repeat(12));
    await submit(events);
    expect(organization).toHaveAccessibleDescription('Organization name must be at most 120 characters');
    expect(organization).toHaveFocus();
    expect(fb.createUserWithEmailAndPassword).not.toHaveBeenCalled();

    await events.clear(organization);
    await events.type(organization, 'Sunny Days');
    const last = form().getByRole('textbox', { name: 'Last name' });
    await events.click(last);
    await events.paste('L'.repeat(300));
    await submit(events);
    expect(last).toHaveAccessibleDescription(NAME_TOO_LONG);
    expect(fb.createUserWithEmailAndPassword).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
