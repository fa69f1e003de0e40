import { screen, within } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth } from '../../../lib/firebase';
import { installFetch, json } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';
import { englishLeft, inLocale } from '../../../test/i18nCheck';

const mockedAuth = auth as unknown as { currentUser: User | null };
const ORG = { organizationID: 'org_1', orgName: 'Aula Arcoíris', credits: 30, canBuy: true };
const STATUS = {
  classId: 'class_abc',
  title: 'Compartir colores',
  lesson: { moral: 'kindness', ageGroup: '5-7years', idea: 'Compartir colores' },
  createdAt: '2026-03-01T12:00:00.000Z',
  total: 3,
  done: 1,
  failed: 1,
  books: [
    {
      bookId: '1770000000000',
      childName: 'Ada',
      status: 'ready',
      title: 'Ada y los colores',
      pagesReady: 10,
    },
    {
      bookId: '1770000000001',
      childName: 'Ben',
      status: 'drawing',
      title: 'Ben y los colores',
      pagesReady: 3,
    },
    { bookId: null, childName: 'Cai', status: 'failed', title: null, pagesReady: 0 },
  ],
};

beforeEach(() => {
  mockedAuth.currentUser = fakeUser();
  installFetch({
    'POST /user/getUserName': () => json({ userName: 'Ada Admin' }),
    'POST /user/getUserInfo': () =>
      json({
        userType: 'educator',
        userRole: 'admin',
        joinCode: null,
        organizationID: 'org_1',
        orgName: ORG.orgName,
      }),
    'POST /user/orgCredits': () => json(ORG),
    'POST /user/classes': () => json([]),
    'POST /user/classStatus': () => json(STATUS),
  });
});
afterEach(() => {
  mockedAuth.currentUser = null;
});

describe('/classroom in Spanish (issue 45)', () => {
  inLocale('es');

  it('the balance, the lesson and the class list, with their checks, are Spanish', async () => {
    const { events } = renderApp({ path: '/classroom', user: fakeUser() });
    const balance = await screen.findByRole('region', { name: /Aula Arcoíris: 30 créditos de libro/ });
    expect(within(balance).getByRole('button', { name: 'Comprar para mi organización' })).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Nueva clase' }));
    expect(form.getByRole('option', { name: 'Amabilidad' })).toBeInTheDocument();
    expect(form.getByText('1 de 30 niños')).toBeInTheDocument();
    await events.click(form.getByRole('button', { name: 'Añadir un niño' }));
    await events.click(form.getByRole('button', { name: 'Crear 2 libros' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Describe la idea de la lección o elige un valor moral.',
    );
    expect(englishLeft()).toEqual([]);
  });

  it("a class's page: its books, their states and the ZIP are Spanish", async () => {
    renderApp({ path: '/classroom/class_abc', user: fakeUser() });
    expect(await screen.findByRole('heading', { name: 'Clase: Compartir colores' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '1 de 3 listos' })).toBeInTheDocument();
    expect(screen.getByText('Dibujando las ilustraciones… (3/10)')).toBeInTheDocument();
    expect(screen.getByText('No se pudo crear (crédito devuelto)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar todo (ZIP)' })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });
});
