import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type FetchHandler } from '../../../testing/fetch';
import { englishLeft, inLocale } from '../../../test/i18nCheck';
import {
  accountAnswers,
  adminInfo,
  mockedAuth,
  openAccountAt,
  PARENT_INFO,
  passwordUser,
} from '../testing/account';

vi.mock('firebase/auth', async () => (await import('../testing/account')).firebaseAuth);

const ADMIN = adminInfo('Escuela Arcoíris');
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
  const answers = accountAnswers(credits, {
    'POST /user/getUserName': () => json({ userName: 'Ana López' }),
    'POST /user/getUserInfo': () => json(info),
    'POST /user/getOrganizationMembers': () => json(MEMBERS),
    'POST /user/purchases': () => json({ credits: [], printOrders: [] }),
    'POST /user/gifts': () => json({ gifts: [] }),
    'POST /user/newsletter': () => json({ subscribed: false, confirmationPending: true }),
    ...overrides,
  });
  return openAccountAt('/account?section=profile', answers, passwordUser({ email: 'ana@example.com' }));
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
    const { events } = openAccount(PARENT_INFO, 3);
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
