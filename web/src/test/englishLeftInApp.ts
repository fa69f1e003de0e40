import { englishLeft as englishMessagesLeft } from './i18nCheck';

/**
 * `englishLeft` for a whole signed-in page: the language switcher names each language in its
 * own words ('English', 'Français'), and the English catalogue names the story languages the
 * same way, so those names are not English left behind.
 */
export function englishLeft(root: ParentNode = document.body, only?: string[]): string[] {
  return englishMessagesLeft(root, only).filter((found) => !found.startsWith('create.language.'));
}
