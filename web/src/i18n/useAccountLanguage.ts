import { useEffect } from 'react';
import { useHref } from 'react-router-dom';
import { useAuth } from '../lib/auth';
import { chooseLocale } from './chooseLocale';
import { i18n } from './i18n';
import type { Locale } from './locales';

/**
 * The account remembers its language: on sign-in the account's choice follows the person to this
 * device; an account without one keeps the language they are reading now (its emails use it).
 * The API client loads only once someone is signed in, so the home page does not carry it.
 */
export function useAccountLanguage(): void {
  const { user } = useAuth();
  const uid = user?.uid;
  // Under a language's address (/es/gallery) the address says the page's language.
  const underLanguage = useHref('/') !== '/';
  useEffect(() => {
    if (!uid) return;
    let current = true;
    void (async () => {
      const api = await import('../api/interfaceLanguage');
      const saved = await api.accountLanguage();
      if (!current) return;
      if (!saved) await api.saveAccountLanguage(i18n.locale as Locale);
      else if (!underLanguage) await chooseLocale(saved);
    })().catch(() => {
      // A preference: when it cannot be read or kept, the page stays in the language it shows.
    });
    return () => {
      current = false;
    };
  }, [uid, underLanguage]);
}

/** Keeps a choice made while signed in with the account. */
export async function saveChoiceToAccount(locale: Locale): Promise<void> {
  const api = await import('../api/interfaceLanguage');
  await api.saveAccountLanguage(locale);
}
