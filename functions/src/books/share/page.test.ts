import { describe, expect, it } from 'vitest';
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

  it('previews a link that is gone as nothing of any book', () => {
    const html = sharePageHtml(SHELL, null);
    expect(html).toContain('This book is no longer shared');
    expect(html).not.toContain('og:image');
    expect(html).toContain('noindex');
  });
});
