import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'StorySprout';

/** The share picture for pages without one of their own (a drawing from the gallery). */
export const DEFAULT_SHARE_IMAGE = '/gallery/share.png';

/** A page's head tags: [attribute, key, content], e.g. ['property', 'og:title', '...']. */
export type MetaTag = ['name' | 'property', string, string];

export interface PageHead {
  title: string;
  tags: MetaTag[];
}

/**
 * Where prerendering collects the head of the page at `url` (its public address) while
 * rendering: effects, which set it in the browser, do not run there.
 */
export const HeadCollector = createContext<{ url: string; collect: (head: PageHead) => void } | null>(null);

/** The title and tags of a page at `url` (absolute), shared by the browser and prerendering. */
export function pageHead(title: string, url: string, description?: string, image?: string): PageHead {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const picture = new URL(image ?? DEFAULT_SHARE_IMAGE, url).href;
  const tags: MetaTag[] = [
    ['property', 'og:title', fullTitle],
    ['name', 'twitter:title', fullTitle],
    ['property', 'og:url', url],
  ];
  if (description)
    tags.push(
      ['name', 'description', description],
      ['property', 'og:description', description],
      ['name', 'twitter:description', description],
    );
  tags.push(['property', 'og:image', picture], ['name', 'twitter:image', picture]);
  return { title: fullTitle, tags };
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.setAttribute('content', content);
}

/**
 * Sets the document title and, when given, the description, with the Open Graph and Twitter
 * tags that link previews read, while a page is shown.
 */
export function usePageMeta(title: string, description?: string, image?: string): void {
  const collector = useContext(HeadCollector);
  collector?.collect(pageHead(title, collector.url, description, image));
  useEffect(() => {
    const head = pageHead(title, window.location.href, description, image);
    document.title = head.title;
    for (const [attribute, key, content] of head.tags) setMeta(attribute, key, content);
  }, [title, description, image]);
}
