import { act, screen, within } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/firebase';
import { englishLeft, inLocale } from '../../../test/i18nCheck';
import { installFetch, json } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';

const mockedAuth = auth as unknown as { currentUser: User | null };
const BOOK_ID = '1772366400000';
const TITLE = 'Mia y el barco de la luna';
const PARAGRAPHS = Array.from({ length: 10 }, (_, i) => `Mia navega por la página ${i + 1}.`);
const LEGENDS = Array.from({ length: 10 }, (_, i) => `Mia en la página ${i + 1}`);
const SELECTED = Array.from({ length: 10 }, (_, i) => `${BOOK_ID}_${i + 1}`);

describe('the reader in Spanish (issue 45)', () => {
  inLocale('es');
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:image'), revokeObjectURL: vi.fn() });
    installFetch({
      'POST /user/createLibrary': () => json([[BOOK_ID, TITLE, 1]]),
      'POST /user/libraryDetails': () => json([]),
      'POST /user/getlegends': () =>
        json([BOOK_ID, TITLE, 'Enhanced', LEGENDS, [0], ['Mia:1'], PARAGRAPHS.join('\n\n'), SELECTED]),
      'POST /user/imageOutput': () =>
        new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } }),
    });
  });
  afterEach(() => {
    mockedAuth.currentUser = null;
  });

  it('reads an Avatar Story with Spanish controls, pages, colouring and sharing', async () => {
    mockedAuth.currentUser = fakeUser();
    const view = renderApp({ path: '/about', user: fakeUser() });
    await screen.findByRole('heading', { level: 1 });
    await act(() => view.router.navigate('/library/enhanced/mia-y-el-barco-de-la-luna'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu cuento con avatar' }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: TITLE });
    await within(screen.getByRole('article', { name: 'Página 1' })).findByRole('img', { name: LEGENDS[0] });
    expect(screen.getByRole('button', { name: 'Leer página a página' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir páginas para colorear' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Compartir en Instagram' })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });
});
