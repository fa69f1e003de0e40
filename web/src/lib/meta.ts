import { useEffect } from 'react';

export const SITE_NAME = 'StorySprout';

/** Sets the document title (and the meta description when given) while a page is shown. */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
