import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@contract/languages';
import { fakeSpeech } from '../../testing/speech';
import { StoryBook } from './StoryBook';

const PARAGRAPHS = Array.from({ length: 10 }, (_, i) => `Page ${i + 1}.`);
const pageLanguage = document.documentElement.lang;
afterEach(() => {
  document.documentElement.lang = pageLanguage;
});

/** The language the browser is asked to speak a book's first sentence in, on a page in another. */
async function spokenIn(book: Language, page: string): Promise<string> {
  document.documentElement.lang = page;
  const { spoken } = fakeSpeech();
  render(
    <StoryBook
      title="Mia"
      paragraphs={PARAGRAPHS}
      imageUrls={PARAGRAPHS.map(() => null)}
      imageStatus={PARAGRAPHS.map(() => 'loading')}
      captions={[]}
      language={book}
    />,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Read aloud' }));
  return spoken[0]!.lang;
}

describe("the browser's speech reads a book in the book's language", () => {
  it('an English book on a German page in English', async () => {
    expect(await spokenIn('en', 'de')).toBe('en');
  });

  it("a book in the page's language in the page's own variant of it", async () => {
    expect(await spokenIn('pt', 'pt-BR')).toBe('pt-BR');
  });
});
