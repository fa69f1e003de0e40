/**
 * The home page's Photo Stories showcase: sample family photos beside the page our illustrator
 * draws for a Photo Story made with them. Both are drawn at build time (build/showcasePictures.ts);
 * nothing here is a real family.
 */
export const SHOWCASE_FAMILY = [
  { name: 'Amara', relationship: 'main', gender: 'girl', caption: 'Amara, 5', who: 'Amara, aged 5' },
  { name: 'Kofi', relationship: 'father', gender: 'man', caption: 'Dad', who: 'Kofi, her dad' },
  {
    name: 'Nia',
    relationship: 'sister',
    gender: 'girl',
    caption: 'Big sister Nia',
    who: 'Nia, her big sister',
  },
] as const;

export const SHOWCASE_LEGEND =
  'Amara, her dad Kofi and her big sister Nia build a tall sandcastle on the beach together, all smiling';

export const SHOWCASE_PICTURES = {
  photoPx: 320,
  pagePx: 768,
  photo: (name: string) => `/showcase/photo-${name.toLowerCase()}.webp`,
  page: '/showcase/page.webp',
} as const;
