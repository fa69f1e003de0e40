import { screen, within } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { auth } from '../../../lib/firebase';
import { englishLeft, inLocale } from '../../../test/i18nCheck';
import { installFetch, json } from '../../../testing/fetch';
import { GRANDPA, MIA } from '../../../testing/characters';
import { fakeUser, renderApp } from '../../../testing/renderApp';

const mockedAuth = auth as unknown as { currentUser: User | null };

describe('the characters page in Spanish (issue 45)', () => {
  inLocale('es');
  afterEach(() => {
    mockedAuth.currentUser = null;
  });

  it('lists the saved characters and opens the character form with Spanish choices', async () => {
    installFetch({
      'POST /user/getUserName': () => json({ userName: 'Sam Rivera' }),
      'POST /user/characters/list': () => json([MIA, GRANDPA]),
      'POST /user/characters/photo': () => new Response(new Blob(['png'], { type: 'image/png' })),
    });
    mockedAuth.currentUser = fakeUser();
    const { events } = renderApp({ path: '/characters', user: fakeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Tus personajes' });
    expect(await screen.findByText('2 de 12 personajes guardados')).toBeInTheDocument();
    expect(screen.getByText('Abuelo o abuela · él')).toBeInTheDocument();
    expect(screen.getByText('2 fotos')).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);

    await events.click(screen.getByRole('button', { name: 'Editar a Mia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar a Mia' });
    expect(within(dialog).getByRole('group', { name: 'Color de pelo' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Caoba' })).toBeChecked();
    expect(englishLeft()).toEqual([]);
  });
});
