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
      // «...grupo.» or «...grupo.». -> «...grupo».
      .replace(/\.»\.?/g, '».')
      .replace(
        /(^|[.!?…]»?\s+)([«¡¿]*)(\p{Ll})/gu,
        (_, before: string, marks: string, letter: string) => `${before}${marks}${letter.toUpperCase()}`,
      )
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Two heroes in a list of names: 'Mia y Lucía y la cometa' -> 'Mia, Lucía y la cometa', and
 * 'la abuela Rose y Mia y Lucía' -> 'la abuela Rose, Mia y Lucía'.
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
    .replace(new RegExp(`${both} ([ye]) `, 'g'), `${first}, ${second} $1 `)
    .replace(new RegExp(`(\\p{L}) y ${both}`, 'gu'), `$1, ${first} y ${second}`);
}
