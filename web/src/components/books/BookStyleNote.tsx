import type { ArtStyle } from '@contract/artStyle';
import { LANGUAGE_NAMES, type Language } from '@contract/story';
import { T, useT } from '../../i18n';
import { ART_STYLE_LABELS } from '../../lib/bookLabels';
import { cn } from '../ui/cn';
import { BilingualLabel } from './BilingualLabel';

/**
 * How a book is made, in a line or two under its title (issue 28): its art style, and its
 * language when it is not English (English is every book's language unless chosen otherwise).
 * The language's name is marked with its language, for screen readers.
 */
export function BookStyleNote({
  artStyle,
  language,
  secondLanguage,
  className,
}: {
  artStyle?: ArtStyle;
  language?: Language;
  /** A bilingual book's second language (issue 45): both are named, 'English · Español'. */
  secondLanguage?: Language;
  className?: string;
}) {
  const t = useT();
  if (!artStyle && (!language || language === 'en') && !secondLanguage) return null;
  return (
    <div className={cn('flex flex-col gap-1 text-ink-soft', className)}>
      {artStyle && <p>{t('books.artStyle', { style: ART_STYLE_LABELS[artStyle].label })}</p>}
      {secondLanguage ? (
        <BilingualLabel first={language ?? 'en'} second={secondLanguage} />
      ) : (
        language &&
        language !== 'en' && (
          <p>
            <T
              id="books.language"
              values={{ language: LANGUAGE_NAMES[language] }}
              components={{ 0: <span lang={language} /> }}
            />
          </p>
        )
      )}
    </div>
  );
}
