import { LANGUAGE_NAMES, type Language } from '@contract/story';
import { T } from '../../i18n';

/**
 * A bilingual book's two languages (issue 45), each in its own name and marked with its language
 * for screen readers: 'English · Español'.
 */
export function BilingualLabel({ first, second }: { first: Language; second: Language }) {
  return (
    <p>
      <T
        id="book.bilingual.label"
        values={{ first: LANGUAGE_NAMES[first], second: LANGUAGE_NAMES[second] }}
        components={{ 0: <span lang={first} />, 1: <span lang={second} /> }}
      />
    </p>
  );
}
