import { interfaceLanguage } from '@contract/routes/accounts';
import type { Language } from '@contract/languages';
import { userPost } from '../lib/api';

/** The language the account reads the site and its emails in (null until chosen). */
export async function accountLanguage(): Promise<Language | null> {
  return (await userPost(interfaceLanguage, {})).language;
}

export async function saveAccountLanguage(language: Language): Promise<void> {
  await userPost(interfaceLanguage, { language });
}
