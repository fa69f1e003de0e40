import type { Language } from '../contract/languages.js';

/**
 * The words a book's files write themselves (issue 45), in the book's language: the digital PDF,
 * the print interior and cover, the colouring pages and the EPUB all take theirs from this one
 * table, so a book says "Fin" on every copy of it. The story's own words are the book's.
 */
export interface BookWords {
  /** BCP 47 tag for the date on the title page. */
  locale: string;
  storyFor: (names: string) => string;
  and: string;
  createdBy: (creator: string) => string;
  /** The PDF's title page line: who made it and when (a date in `locale`). */
  createdByOn: (creator: string, date: string) => string;
  createdOn: (date: string) => string;
  contents: string;
  cover: string;
  dedication: string;
  page: (n: number) => string;
  pictureOf: (n: number, title: string) => string;
  /** An illustration's alternate text when its description is not known. */
  illustrationOf: (n: number, total: number, title: string) => string;
  theEnd: string;
  storyMadeFor: (names: string) => string;
  /** The printed book's back cover. */
  backCover: (name: string) => string;
  /** The first padding page of the printed book. */
  drawFavourite: string;
  coloringTitle: (title: string) => string;
  coloringSubject: (title: string) => string;
  pictureToColour: (n: number, total: number, title: string) => string;
  /** The EPUB's accessibility summary. */
  summary: (narrated: boolean) => string;
  /** A share link's preview (issue 29): what a messenger shows under the title, and the image's alt. */
  shareDescription: string;
  coverOf: (title: string) => string;
}

export const BOOK_WORDS: Record<Language, BookWords> = {
  en: {
    locale: 'en-US',
    shareDescription: 'A personalized picture book to read together, made with StorySprout.',
    coverOf: (t) => `The cover of ${t}`,
    storyFor: (n) => `A StorySprout story for ${n}`,
    and: 'and',
    createdBy: (c) => `Created by ${c}`,
    createdByOn: (c, d) => `Created by ${c} · ${d}`,
    createdOn: (d) => `Created on ${d}`,
    contents: 'Contents',
    cover: 'Cover',
    dedication: 'Dedication',
    page: (n) => `Page ${n}`,
    pictureOf: (n, t) => `Picture ${n} of '${t}'`,
    illustrationOf: (n, total, t) => `Illustration ${n} of ${total} of '${t}'`,
    theEnd: 'The End',
    storyMadeFor: (n) => `A story made for ${n}`,
    backCover: (n) => `A personalized storybook made for ${n}, who is the hero of every page.`,
    drawFavourite: 'Draw your favourite part of the story!',
    coloringTitle: (t) => `${t}: pages to colour`,
    coloringSubject: (t) => `Colouring pages of '${t}'`,
    pictureToColour: (n, total, t) => `Picture ${n} of ${total} of '${t}', to colour`,
    summary: (narrated) =>
      'A picture book in fixed layout: each picture has a text description, the text is real text in reading order, ' +
      (narrated
        ? 'and every page is read aloud with each word highlighted as it is spoken (media overlays).'
        : 'and it can be read aloud by the reading system.'),
  },
  es: {
    locale: 'es-ES',
    shareDescription: 'Un libro ilustrado y personalizado para leer juntos, hecho con StorySprout.',
    coverOf: (t) => `La portada de «${t}»`,
    storyFor: (n) => `Un cuento de StorySprout para ${n}`,
    and: 'y',
    createdBy: (c) => `Creado por ${c}`,
    createdByOn: (c, d) => `Creado por ${c} · ${d}`,
    createdOn: (d) => `Creado el ${d}`,
    contents: 'Índice',
    cover: 'Portada',
    dedication: 'Dedicatoria',
    page: (n) => `Página ${n}`,
    pictureOf: (n, t) => `Ilustración ${n} de «${t}»`,
    illustrationOf: (n, total, t) => `Ilustración ${n} de ${total} de «${t}»`,
    theEnd: 'Fin',
    storyMadeFor: (n) => `Un cuento hecho para ${n}`,
    backCover: (n) => `Un cuento personalizado hecho para ${n}, protagonista de cada página.`,
    drawFavourite: '¡Dibuja tu parte favorita del cuento!',
    coloringTitle: (t) => `${t}: páginas para colorear`,
    coloringSubject: (t) => `Páginas para colorear de «${t}»`,
    pictureToColour: (n, total, t) => `Dibujo ${n} de ${total} de «${t}», para colorear`,
    summary: (narrated) =>
      'Un libro ilustrado de diseño fijo: cada ilustración tiene una descripción en texto y el texto es texto real en orden de lectura; ' +
      (narrated
        ? 'cada página se lee en voz alta y cada palabra se resalta al pronunciarse (superposiciones de medios).'
        : 'el sistema de lectura puede leerlo en voz alta.'),
  },
  fr: {
    locale: 'fr-FR',
    shareDescription: 'Un album illustré et personnalisé à lire ensemble, créé avec StorySprout.',
    coverOf: (t) => `La couverture de « ${t} »`,
    storyFor: (n) => `Une histoire StorySprout pour ${n}`,
    and: 'et',
    createdBy: (c) => `Créée par ${c}`,
    createdByOn: (c, d) => `Créée par ${c} · ${d}`,
    createdOn: (d) => `Créée le ${d}`,
    contents: 'Sommaire',
    cover: 'Couverture',
    dedication: 'Dédicace',
    page: (n) => `Page ${n}`,
    pictureOf: (n, t) => `Illustration ${n} de « ${t} »`,
    illustrationOf: (n, total, t) => `Illustration ${n} sur ${total} de « ${t} »`,
    theEnd: 'Fin',
    storyMadeFor: (n) => `Une histoire faite pour ${n}`,
    backCover: (n) => `Un livre d’histoire personnalisé, fait pour ${n}, le héros de chaque page.`,
    drawFavourite: 'Dessine ton passage préféré de l’histoire !',
    coloringTitle: (t) => `${t} : pages à colorier`,
    coloringSubject: (t) => `Pages à colorier de « ${t} »`,
    pictureToColour: (n, total, t) => `Dessin ${n} sur ${total} de « ${t} », à colorier`,
    summary: (narrated) =>
      'Un album illustré à mise en page fixe : chaque illustration a une description textuelle, le texte est du vrai texte dans l’ordre de lecture, ' +
      (narrated
        ? 'et chaque page est lue à voix haute, chaque mot surligné au moment où il est prononcé (superpositions média).'
        : 'et le système de lecture peut le lire à voix haute.'),
  },
  de: {
    locale: 'de-DE',
    shareDescription: 'Ein persönliches Bilderbuch zum gemeinsamen Lesen, gestaltet mit StorySprout.',
    coverOf: (t) => `Das Titelbild von „${t}“`,
    storyFor: (n) => `Eine StorySprout-Geschichte für ${n}`,
    and: 'und',
    createdBy: (c) => `Erstellt von ${c}`,
    createdByOn: (c, d) => `Erstellt von ${c} · ${d}`,
    createdOn: (d) => `Erstellt am ${d}`,
    contents: 'Inhalt',
    cover: 'Titelbild',
    dedication: 'Widmung',
    page: (n) => `Seite ${n}`,
    pictureOf: (n, t) => `Bild ${n} aus „${t}“`,
    illustrationOf: (n, total, t) => `Illustration ${n} von ${total} aus „${t}“`,
    theEnd: 'Ende',
    storyMadeFor: (n) => `Eine Geschichte für ${n}`,
    backCover: (n) => `Ein persönliches Geschichtenbuch für ${n}, die Hauptfigur auf jeder Seite.`,
    drawFavourite: 'Male deine Lieblingsstelle der Geschichte!',
    coloringTitle: (t) => `${t}: Seiten zum Ausmalen`,
    coloringSubject: (t) => `Ausmalseiten zu „${t}“`,
    pictureToColour: (n, total, t) => `Bild ${n} von ${total} aus „${t}“ zum Ausmalen`,
    summary: (narrated) =>
      'Ein Bilderbuch mit festem Layout: Jedes Bild hat eine Textbeschreibung, der Text ist echter Text in Lesereihenfolge, ' +
      (narrated
        ? 'und jede Seite wird vorgelesen, wobei jedes Wort beim Sprechen hervorgehoben wird (Media Overlays).'
        : 'und das Lesesystem kann ihn vorlesen.'),
  },
  pt: {
    locale: 'pt-BR',
    shareDescription: 'Um livro ilustrado e personalizado para ler juntos, feito com StorySprout.',
    coverOf: (t) => `A capa de “${t}”`,
    storyFor: (n) => `Uma história StorySprout para ${n}`,
    and: 'e',
    createdBy: (c) => `Criado por ${c}`,
    createdByOn: (c, d) => `Criado por ${c} · ${d}`,
    createdOn: (d) => `Criado em ${d}`,
    contents: 'Sumário',
    cover: 'Capa',
    dedication: 'Dedicatória',
    page: (n) => `Página ${n}`,
    pictureOf: (n, t) => `Ilustração ${n} de “${t}”`,
    illustrationOf: (n, total, t) => `Ilustração ${n} de ${total} de “${t}”`,
    theEnd: 'Fim',
    storyMadeFor: (n) => `Uma história feita para ${n}`,
    backCover: (n) => `Um livro de histórias personalizado feito para ${n}, o herói de cada página.`,
    drawFavourite: 'Desenhe a sua parte favorita da história!',
    coloringTitle: (t) => `${t}: páginas para colorir`,
    coloringSubject: (t) => `Páginas para colorir de “${t}”`,
    pictureToColour: (n, total, t) => `Desenho ${n} de ${total} de “${t}”, para colorir`,
    summary: (narrated) =>
      'Um livro ilustrado de layout fixo: cada ilustração tem uma descrição em texto e o texto é texto real na ordem de leitura; ' +
      (narrated
        ? 'cada página é lida em voz alta, com cada palavra destacada ao ser falada (sobreposições de mídia).'
        : 'o sistema de leitura pode lê-lo em voz alta.'),
  },
  it: {
    locale: 'it-IT',
    shareDescription: 'Un libro illustrato e personalizzato da leggere insieme, creato con StorySprout.',
    coverOf: (t) => `La copertina di «${t}»`,
    storyFor: (n) => `Una storia StorySprout per ${n}`,
    and: 'e',
    createdBy: (c) => `Creato da ${c}`,
    createdByOn: (c, d) => `Creato da ${c} · ${d}`,
    createdOn: (d) => `Creato il ${d}`,
    contents: 'Indice',
    cover: 'Copertina',
    dedication: 'Dedica',
    page: (n) => `Pagina ${n}`,
    pictureOf: (n, t) => `Illustrazione ${n} di «${t}»`,
    illustrationOf: (n, total, t) => `Illustrazione ${n} di ${total} di «${t}»`,
    theEnd: 'Fine',
    storyMadeFor: (n) => `Una storia fatta per ${n}`,
    backCover: (n) => `Un libro di storie personalizzato fatto per ${n}, protagonista di ogni pagina.`,
    drawFavourite: 'Disegna la tua parte preferita della storia!',
    coloringTitle: (t) => `${t}: pagine da colorare`,
    coloringSubject: (t) => `Pagine da colorare di «${t}»`,
    pictureToColour: (n, total, t) => `Disegno ${n} di ${total} di «${t}», da colorare`,
    summary: (narrated) =>
      'Un libro illustrato a impaginazione fissa: ogni illustrazione ha una descrizione testuale e il testo è testo vero in ordine di lettura; ' +
      (narrated
        ? 'ogni pagina è letta ad alta voce, con ogni parola evidenziata mentre viene pronunciata (media overlay).'
        : 'il sistema di lettura può leggerlo ad alta voce.'),
  },
};

/** 'Mia' or 'Ava and Noah', in the book's language. */
export const namesOf = (heroes: readonly string[], words: BookWords): string =>
  heroes.length > 1 ? `${heroes.slice(0, -1).join(', ')} ${words.and} ${heroes.at(-1)}` : (heroes[0] ?? '');

/** A day as the book's language writes it ('22 de noviembre de 2025'), in UTC like the book id. */
export const bookDate = (date: Date, words: BookWords): string =>
  new Intl.DateTimeFormat(words.locale, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
