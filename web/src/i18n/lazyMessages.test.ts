import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from './i18n';
import { lazyMessages } from './lazyMessages';

describe('lazyMessages', () => {
  afterEach(() => activateLocale('en'));

  it('reads each message in the language of the moment it is read, with its values', async () => {
    const text = lazyMessages({ title: 'about.title', copyright: ['footer.copyright', { year: 2026 }] });
    await activateLocale('en');
    expect(text.title).toBe('Story Behind StorySprout');
    expect(text.copyright).toBe('© 2026 StorySprout. Your stories stay yours.');
    await activateLocale('es');
    expect(text.title).toBe('La historia de StorySprout');
    expect(text.copyright).toBe('© 2026 StorySprout. Tus cuentos siguen siendo tuyos.');
    expect(Object.keys(text)).toEqual(['title', 'copyright']);
  });
});
