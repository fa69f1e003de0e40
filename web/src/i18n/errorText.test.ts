import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@contract/errorCodes';
import english from './locales/en.json';
import { errorText } from './errorText';
import { activateLocale } from './i18n';

describe('the words of an API refusal', () => {
  afterEach(() => activateLocale('en'));

  it('says a known code in the page’s language', async () => {
    await activateLocale('es');
    expect(errorText('not_enough_credits', 'Not enough credits')).toBe(
      'No tienes suficientes créditos. Compra créditos para continuar.',
    );
    await activateLocale('de');
    expect(errorText('book_not_found', 'Book not found')).toBe('Dieses Buch haben wir nicht gefunden.');
  });

  it('keeps the server’s sentence for an unknown code, no code, or an English page', async () => {
    await activateLocale('fr');
    expect(errorText('a_code_from_a_newer_server', 'Something new')).toBe('Something new');
    expect(errorText(undefined, 'No code at all')).toBe('No code at all');
    await activateLocale('en');
    expect(errorText('photo_too_large', 'Photo 3 is too large. Please use images under 5MB.')).toBe(
      'Photo 3 is too large. Please use images under 5MB.',
    );
  });

  it('has English words for every code of the contract, and no words for a code it lacks', () => {
    const ids = Object.keys(english).filter((id) => id.startsWith('error.'));
    expect(ids.sort()).toEqual(ERROR_CODES.map((code) => `error.${code}`).sort());
  });
});
