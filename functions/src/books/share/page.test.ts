import { describe, expect, it } from 'vitest';
import { BOOK_WORDS } from '../../shared/bookWords.js';
import { sharePageHtml } from './page.js';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>StorySprout | Personalized stories</title>
    <meta name="description" content="Make a book" />
    <meta property="og:title" content="StorySprout" />
    <meta property="og:image" content="https://storysprout.com/og.png" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the share page', () => {
  it("puts the book's preview in the shell's head, once, escaped, and asks not to be indexed", () => {
    const html = sharePageHtml(SHELL, {
      title: 'Mia & the "Red" Kite',
      description: 'A StorySprout picture book.',
      imageUrl: 'https://storysprout.com/public/sharedImage?token=t&page=1',
      url: 'https://storysprout.com/s/t',
      language: 'en',
    });
    expect(html).toContain('<title>Mia &amp; the &quot;Red&quot; Kite | StorySprout</title>');
    expect(html).toContain('<meta property="og:title" content="Mia &amp; the &quot;Red&quot; Kite" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://storysprout.com/public/sharedImage?token=t&amp;page=1" />',
    );
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html.match(/og:title/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('og.png');
    // The app still starts from it.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it("speaks the book's language: the page's lang, its locale and the preview's words", () => {
    const html = sharePageHtml(SHELL, {
      title: 'Mia y la cometa roja',
      description: BOOK_WORDS.es.shareDescription,
      imageUrl: 'https://storysprout.com/public/sharedImage?token=t&page=1',
      url: 'https://storysprout.com/s/t',
      language: 'es',
    });
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<meta property="og:locale" content="es_ES" />');
    expect(html).toContain('<meta property="og:image:alt" content="La portada de «Mia y la cometa roja»" />');
    expect(html).toContain(
      '<meta name="description" content="Un libro ilustrado y personalizado para leer juntos, hecho con StorySprout." />',
    );
  });

  it('previews a link that is gone as nothing of any book', () => {
    const html = sharePageHtml(SHELL, null);
    expect(html).toContain('This book is no longer shared');
    expect(html).not.toContain('og:image');
    expect(html).toContain('noindex');
  });
});
