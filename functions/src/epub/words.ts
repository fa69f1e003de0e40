import type { Language } from '../contract/story.js';

/** The few words the EPUB writes itself, in every story language. */
export interface EpubWords {
  storyFor: (names: string) => string;
  and: string;
  createdBy: (creator: string) => string;
  contents: string;
  cover: string;
  dedication: string;
  page: (n: number) => string;
  pictureOf: (n: number, title: string) => string;
  theEnd: string;
  storyMadeFor: (names: string) => string;
  summary: (narrated: boolean) => string;
}

const SUMMARY_EN = (narrated: boolean) =>
  'A picture book in fixed layout: each picture has a text description, the text is real text in reading order, ' +
  (narrated
    ? 'and every page is read aloud with each word highlighted as it is spoken (media overlays).'
    : 'and it can be read aloud by the reading system.');

export const EPUB_WORDS: Record<Language, EpubWords> = {
  en: {
    storyFor: (n) => `A StorySprout story for ${n}`,
    and: 'and',
    createdBy: (c) => `Created by ${c}`,
    contents: 'Contents',
    cover: 'Cover',
    dedication: 'Dedication',
    page: (n) => `Page ${n}`,
    pictureOf: (n, t) => `Picture ${n} of '${t}'`,
    theEnd: 'The End',
    storyMadeFor: (n) => `A story made for ${n}`,
    summary: SUMMARY_EN,
  },
  es: {
    storyFor: (n) => `Un cuento de StorySprout para ${n}`,
    and: 'y',
    createdBy: (c) => `Creado por ${c}`,
    contents: 'Índice',
    cover: 'Portada',
    dedication: 'Dedicatoria',
    page: (n) => `Página ${n}`,
    pictureOf: (n, t) => `Ilustración ${n} de «${t}»`,
    theEnd: 'Fin',
    storyMadeFor: (n) => `Un cuento hecho para ${n}`,
    summary: SUMMARY_EN,
  },
  fr: {
    storyFor: (n) => `Une histoire StorySprout pour ${n}`,
    and: 'et',
    createdBy: (c) => `Créée par ${c}`,
    contents: 'Sommaire',
    cover: 'Couverture',
    dedication: 'Dédicace',
    page: (n) => `Page ${n}`,
    pictureOf: (n, t) => `Illustration ${n} de « ${t} »`,
    theEnd: 'Fin',
    storyMadeFor: (n) => `Une histoire faite pour ${n}`,
    summary: SUMMARY_EN,
  },
  de: {
    storyFor: (n) => `Eine StorySprout-Geschichte für ${n}`,
    and: 'und',
    createdBy: (c) => `Erstellt von ${c}`,
    contents: 'Inhalt',
    cover: 'Titelbild',
    dedication: 'Widmung',
    page: (n) => `Seite ${n}`,
    pictureOf: (n, t) => `Bild ${n} aus „${t}“`,
    theEnd: 'Ende',
    storyMadeFor: (n) => `Eine Geschichte für ${n}`,
    summary: SUMMARY_EN,
  },
  pt: {
    storyFor: (n) => `Uma história StorySprout para ${n}`,
    and: 'e',
    createdBy: (c) => `Criado por ${c}`,
    contents: 'Sumário',
    cover: 'Capa',
    dedication: 'Dedicatória',
    page: (n) => `Página ${n}`,
    pictureOf: (n, t) => `Ilustração ${n} de “${t}”`,
    theEnd: 'Fim',
    storyMadeFor: (n) => `Uma história feita para ${n}`,
    summary: SUMMARY_EN,
  },
  it: {
    storyFor: (n) => `Una storia StorySprout per ${n}`,
    and: 'e',
    createdBy: (c) => `Creato da ${c}`,
    contents: 'Indice',
    cover: 'Copertina',
    dedication: 'Dedica',
    page: (n) => `Pagina ${n}`,
    pictureOf: (n, t) => `Illustrazione ${n} di «${t}»`,
    theEnd: 'Fine',
    storyMadeFor: (n) => `Una storia fatta per ${n}`,
    summary: SUMMARY_EN,
  },
};

/** 'Mia' or 'Ava and Noah', in the book's language. */
export const namesOf = (heroes: readonly string[], words: EpubWords): string =>
  heroes.length > 1 ? `${heroes.slice(0, -1).join(', ')} ${words.and} ${heroes.at(-1)}` : (heroes[0] ?? '');
