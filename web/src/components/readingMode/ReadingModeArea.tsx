import { LARGE_TEXT_SCALE, READING_SPACING } from '@contract/readingMode';
import type { CSSProperties, ReactNode } from 'react';
import './readingMode.css';
import { TYPEFACE_FAMILIES } from './typefaces';
import { useReadingMode } from './useReadingMode';

/**
 * Wraps a book (the reader's StoryBook) and sets its text in the reader's reading mode through
 * data attributes and readingMode.css, so the book itself needs to know nothing of it.
 */
export function ReadingModeArea({ children }: { children: ReactNode }) {
  const { mode } = useReadingMode();
  const style = {
    '--reading-typeface': TYPEFACE_FAMILIES[mode.typeface],
    '--reading-letter-spacing': `${READING_SPACING.letter}em`,
    '--reading-word-spacing': `${READING_SPACING.word}em`,
    '--reading-line-height': String(READING_SPACING.line),
    '--reading-large-scale': String(LARGE_TEXT_SCALE),
  } as CSSProperties;
  return (
    <div
      className="reading-mode-area"
      data-reading-mode={mode.on ? 'on' : 'off'}
      data-typeface={mode.typeface}
      data-text-size={mode.textSize}
      style={mode.on ? style : undefined}
    >
      {children}
    </div>
  );
}
