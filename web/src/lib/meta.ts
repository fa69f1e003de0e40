import { useEffect } from 'react';

export const SITE_NAME = 'StorySprout';

/** The share picture for pages without one of their own (a drawing from the gallery). */
export const DEFAULT_SHARE_IMAGE = '/gallery/share.png';

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
  useEffect(() => {
    const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
    document.title = fullTitle;
    setMeta('property', 'og:title', fullTitle);
    setMeta('name', 'twitter:title', fullTitle);
    setMeta('property', 'og:url', window.location.href);
    if (description) {
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
      setMeta('name', 'twitter:description', description);
    }
    const picture = new URL(image ?? DEFAULT_SHARE_IMAGE, window.location.origin).href;
    setMeta('property', 'og:image', picture);
    setMeta('name', 'twitter:image', picture);
  }, [title, description, image]);
}
