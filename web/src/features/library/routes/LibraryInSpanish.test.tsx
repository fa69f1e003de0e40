import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFetch, json } from '../../../testing/fetch';
import { englishLeft, inLocale } from '../../../test/i18nCheck';
import { KITE, kiteLegends, openLibrary, signOut } from '../testing/library';

// Seven books, so the search and the sort show too; the first is made on 1 March 2026 (noon UTC).
const ROWS = [
  [KITE, 'A Kite for Zoé', 1],
  ...Array.from({ length: 6 }, (_, i) => [String(1772452800000 + i * 86_400_000), `Story ${i + 1}`, 1]),
];

function api() {
  installFetch({
    'POST /user/createLibrary': () => json(ROWS),
    'POST /user/libraryDetails': () => json([]),
    'POST /user/imageOutput': () => json({ error: 'not ready' }, 404),
    'POST /user/printOrders': () => json([]),
    'POST /user/getlegends': kiteLegends,
  });
}

const row = () => screen.getByRole('article', { name: 'A Kite for Zoé' });

describe('the library in Spanish (issue 45)', () => {
  inLocale('es');
  afterEach(signOut);

  it('lists the books with Spanish labels, dates, search and sort', async () => {
    api();
    await openLibrary('¡Lee aquí tus propias creaciones!');
    expect(within(row()).getByText('Creado el: 1 de marzo de 2026')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveDisplayValue('Más recientes primero');
    expect(screen.getByText('7 libros')).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('speaks Spanish in the share, dedication, edit and delete dialogs', async () => {
    api();
    const { events } = await openLibrary('¡Lee aquí tus propias creaciones!');
    for (const [button, title] of [
      ['Compartir', 'Compartir «A Kite for Zoé»'],
      ['Dedicatoria', 'Dedicatoria de «A Kite for Zoé»'],
      ['Editar texto', 'Editar el texto de «A Kite for Zoé»'],
      ['Eliminar libro', '¿Eliminar «A Kite for Zoé»? No se puede deshacer.'],
    ] as const) {
      await events.click(within(row()).getByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: title });
      if (button === 'Editar texto') await within(dialog).findByRole('textbox', { name: 'Página 2' });
      expect(englishLeft()).toEqual([]);
      await events.keyboard('{Escape}');
    }
  });
});
