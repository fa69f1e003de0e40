import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageMeta } from './meta';

function Page({ title, description }: { title: string; description?: string }) {
  usePageMeta(title, description);
  return null;
}

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('usePageMeta', () => {
  it('sets the title, the description and the Open Graph and Twitter tags of link previews', () => {
    render(<Page title="Story Gallery" description="Read 12 free sample books." />);
    expect(document.title).toBe('Story Gallery | StorySprout');
    expect(meta('meta[name="description"]')).toBe('Read 12 free sample books.');
    expect(meta('meta[property="og:title"]')).toBe('Story Gallery | StorySprout');
    expect(meta('meta[property="og:description"]')).toBe('Read 12 free sample books.');
    expect(meta('meta[name="twitter:description"]')).toBe('Read 12 free sample books.');
    expect(meta('meta[property="og:image"]')).toBe(`${window.location.origin}/gallery/share.png`);
  });
});
