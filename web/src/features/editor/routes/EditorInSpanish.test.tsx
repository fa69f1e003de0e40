import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishLeft, inLocale } from '../../../test/i18nCheck';
import { fakeEditApi, openWithPictures, TITLE, useEditorFrame } from '../testing/editApi';

const page = (n: number) => screen.getByRole('article', { name: `Página ${n}` });

describe('the editors in Spanish (issue 45)', () => {
  inLocale('es');
  useEditorFrame();

  it('the Avatar Story editor: counter, progress, pages, descriptions and the build bar', async () => {
    fakeEditApi({ storyType: 'Enhanced' });
    await openWithPictures('/library/enhanced/mia-and-the-moon-boat/edit');
    expect(screen.getByRole('heading', { level: 1, name: 'Edita tu cuento con avatar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: TITLE })).toBeInTheDocument();
    expect(screen.getByText('Regeneraciones de imagen restantes: 10')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'guía para personalizar imágenes' })).toBeInTheDocument();
    expect(
      within(page(3)).getByRole('textbox', { name: 'Descripción de la imagen de la página 3' }),
    ).toBeInTheDocument();
    expect(within(page(3)).getByRole('button', { name: 'Rehacer imagen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '¡Crear mi libro!' })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('the review screen of a Photo Story', async () => {
    fakeEditApi();
    await openWithPictures('/library/mia-and-the-moon-boat/edit');
    expect(screen.getByRole('heading', { level: 1, name: 'Edita tu cuento' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '10 de 10 ilustraciones listas' })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });
});
