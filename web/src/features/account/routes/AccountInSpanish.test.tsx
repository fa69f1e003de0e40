import { screen, within } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/firebase';
import { installFetch, json, type FetchHandler } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';
import { englishLeft, inLocale } from '../../../test/i18nCheck';

vi.mock('firebase/auth', () => ({
  sendEmailVerification: vi.fn(),
  EmailAuthProvider: { credential: vi.fn() },
  GoogleAuthProvider: class GoogleAuthProvider {},
}));

const mockedAuth = auth as unknown as { currentUser: User | null };

const ADMIN = {
  userType: 'educator',
  userRole: 'admin',
  joinCode: 'K7Q2MP',
  organizationID: 'org_1',
  orgName: 'Escuela Arcoíris',
};
const PARENT = { userType: 'regular', userRole: null, joinCode: null, organizationID: null, orgName: null };
const MEMBERS = [
  {
    memberID: 'uid_ana',
    name: 'Ana López',
    emailAdd: 'ana@example.com',
    userRole: 'admin',
    createdAt: '2025-03-04T12:00:00.000Z',
  },
  { memberID: 'uid_ben', name: null, emailAdd: 'ben@example.com', userRole: 'member', createdAt: null },
];

function openAccount(info: object, credits: number, overrides: Record<string, FetchHandler> = {}) {
  installFetch({
    'POST /user/getUserName': () => json({ userName: 'Ana López' }),
    'POST /user/getNumCredits': () => json(credits),
    'POST /user/getUserInfo': () => json(info),
    'POST /user/getOrganizationMembers': () => json(MEMBERS),
    'POST /user/usersEmailVerificationInfo': () => json({ emailVerified: true }),
    'POST /user/purchases': () => json({ credits: [], printOrders: [] }),
    'POST /user/gifts': () => json({ gifts: [] }),
    'POST /user/newsletter': () => json({ subscribed: false, confirmationPending: true }),
    ...overrides,
  });
  const user = fakeUser({
    email: 'ana@example.com',
    providerData: [{ providerId: 'password' }] as User['providerData'],
  });
  mockedAuth.currentUser = user;
  return renderApp({ path: '/account?section=profile', user });
}

beforeEach(() => localStorage.setItem('emailVerifiedStatus', 'true'));
afterEach(() => {
  mockedAuth.currentUser = null;
});

describe('/account in Spanish (issue 45)', () => {
  inLocale('es');

  it('an admin educator: the join code, the members table and its removal question are Spanish', async () => {
    const { events } = openAccount(ADMIN, 0);
    await screen.findByRole('heading', { level: 1, name: 'Tu cuenta' });
    expect(
      await screen.findByRole('heading', { name: 'Código de acceso de la organización' }),
    ).toBeInTheDocument();
    const members = await screen.findByRole('table', { name: 'Los miembros de tu organización' });
    expect(within(members).getByRole('columnheader', { name: 'Se unió' })).toBeInTheDocument();
    expect(within(members).getByText('Miembro')).toBeInTheDocument();
    await screen.findByText('Esperando a que abras el correo de confirmación.');
    expect(englishLeft()).toEqual([]);

    await events.click(within(members).getByRole('button', { name: 'Quitar a ben@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar a ben@example.com?' });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('a parent: the balance, the settings, the gift code and the delete question are Spanish', async () => {
    const { events } = openAccount(PARENT, 3);
    expect(await screen.findByRole('heading', { name: '¡Hola, Ana López!' })).toBeInTheDocument();
    expect(screen.getByText('3 créditos de cuento')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Cambia tu contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Canjear un regalo' })).toBeInTheDocument();
    await screen.findByText('Esperando a que abras el correo de confirmación.');
    await screen.findByText(/^Aún no hay compras/);
    await screen.findAllByRole('link', { name: 'Regala un cuento' });
    expect(englishLeft()).toEqual([]);

    await events.click(screen.getByRole('button', { name: 'Canjear' }));
    expect(await screen.findByText('Primero escribe el código de regalo.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    expect(within(dialog).getByText('tus PDF y archivos de impresión')).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });
});
