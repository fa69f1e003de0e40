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

  it('says a limit with its numbers in the page’s language (issue 45), the server’s sentence without them', async () => {
    await activateLocale('es');
    const pdfs = 'You have built 10 PDFs in the last hour. Try again in 45 minutes.';
    const body = {
      error: pdfs,
      code: 'hourly_limit',
      call: 'pdfBuilds',
      perHour: 10,
      retryAfterSeconds: 2700,
    };
    expect(errorText('hourly_limit', pdfs, body)).toBe(
      'Has creado 10 PDF en la última hora. Vuelve a intentarlo en 45 minutos.',
    );
    expect(
      errorText('too_many_wrong_codes', 'Too many gift codes...', {
        codeKind: 'gift',
        retryAfterSeconds: 30,
      }),
    ).toBe('Demasiados códigos de regalo que no funcionaron. Vuelve a intentarlo en 1 minuto.');
    await activateLocale('de');
    expect(errorText('hourly_limit', 'x', { call: 'storyStarts', perHour: 3, retryAfterSeconds: 600 })).toBe(
      'Sie haben in der letzten Stunde 3 Geschichten begonnen. Bitte warten Sie etwas, bevor Sie eine weitere beginnen. Versuchen Sie es in 10 Minuten erneut.',
    );
    expect(errorText('too_many_sign_ups', 'Too many newsletter sign-ups.', {})).toBe(
      'Too many newsletter sign-ups.',
    );
  });

  it('has English words for every code of the contract, and no words for a code it lacks', () => {
    const ids = Object.keys(english).filter((id) => id.startsWith('error.'));
    expect(ids.sort()).toEqual(ERROR_CODES.map((code) => `error.${code}`).sort());
  });
});
