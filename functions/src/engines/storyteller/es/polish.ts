/**
 * The last touches of a Spanish paragraph, which no sentence can make alone because they depend
 * on what a placeholder gave: 'de el abuelo' -> 'del abuelo', 'a el' -> 'al'; a sentence that
 * starts with a name such as 'el abuelo' starts with a capital; and a quotation that ends a
 * sentence takes its full stop after the closing mark («Lo conseguí».).
 */
export function polishSpanish(text: string): string {
  return (
    text
      .replace(/(?<!\p{L})([Dd]e|[Aa]) el(?!\p{L})/gu, (_, word: string) =>
        word.toLowerCase() === 'de' ? `${word.charAt(0)}el` : `${word}l`,
      )
      // «...grupo.» or «...grupo.». -> «...grupo». An ellipsis keeps its three dots: «listos...».
      .replace(/(?<!\.)\.»\.?/g, '».')
      .replace(
        // Not after an ellipsis: «listos...» y salió is one sentence.
        /(^|(?<!\.\.)[.!?]»?\s+)([«¡¿]*)(\p{Ll})/gu,
        (_, before: string, marks: string, letter: string) => `${before}${marks}${letter.toUpperCase()}`,
      )
  );
}

/** What a noun phrase starts with: a determiner or a capital (a name). */
const NOUN_START =
  '(?:(?:el|la|los|las|un|una|unos|unas|su|sus|mi|mis|tu|tus|todo|toda|todos|todas)(?![\\p{L}])|\\p{Lu})';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Two heroes in a list of names: 'Mia y Lucía y la cometa' -> 'Mia, Lucía y la cometa', and
 * 'la abuela Rose y Mia y Lucía' -> 'la abuela Rose, Mia y Lucía'. Only a noun after the 'y'
 * makes a list: in 'guiñó un ojo a Mia y Lucía y asintió' the 'y' joins two verbs.
 */
export function listPairSpanish(
  text: string,
  pair: readonly [string, string] | undefined,
  call: string,
): string {
  if (!pair) return text;
  const [first, second] = pair;
  const both = escape(call);
  return text
    .replace(new RegExp(`${both} ([ye]) (?=${NOUN_START})`, 'gu'), `${first}, ${second} $1 `)
    .replace(new RegExp(`(\\p{L}) y ${both}`, 'gu'), `$1, ${first} y ${second}`);
}
