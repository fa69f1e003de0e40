import { ART_STYLES, type ArtStyle } from '@contract/artStyle';
import { lazyMessages } from '../i18n';

/**
 * The art styles (issue 28) as the product names them: the create page's picker, and wherever
 * a book or a gallery sample says how it is drawn (library card, editor, reader, gallery).
 * The names are read in the page's language when used (`artStyle.*` in the catalogues).
 * The languages' names are the contract's LANGUAGE_NAMES (each as its own speakers say it).
 */
export const ART_STYLE_LABELS = Object.fromEntries(
  ART_STYLES.map((style) => [
    style,
    lazyMessages({ label: `artStyle.${style}`, hint: `artStyle.${style}.hint` }),
  ]),
) as Record<ArtStyle, { readonly label: string; readonly hint: string }>;
