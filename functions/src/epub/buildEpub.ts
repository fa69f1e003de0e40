/**
 * The book as an EPUB 3 (issue 44 item 3): a fixed-layout picture book of square pages, the
 * cover, the dedication when there is one, the ten spreads (the picture on the left, its text on
 * the right) and the end, every document in the book's language, each picture's legend its alt
 * text, with accessibility metadata; and, when narration is given, a Media Overlay per text page
 * so EPUB 3 readers read it aloud and light each word as it is spoken. Same input, same bytes.
 */
import { createHash } from 'node:crypto';
import { PAGES_PER_BOOK, LANGUAGES } from '../contract/story.js';
import { fontData, prepareImages } from '../pdf/index.js';
import { BRAND } from '../shared/brand.js';
import { navDocument } from './nav.js';
import { CONTAINER_XML, packageDocument, type ManifestItem, type SpineItem } from './packageDocument.js';
import { paragraphXhtml, secondTextId, textSectionId, textSizePx, xhtmlDocument } from './pages.js';
import { smilDocument, validateNarration, wordsInText } from './smil.js';
import { EPUB_FONTS, SECOND_TEXT_FONT, SECOND_TEXT_STYLE, STYLESHEET } from './style.js';
import type { BuiltEpub, EpubInput } from './types.js';
import { EPUB_WORDS, namesOf } from './words.js';
import { escapeXml } from './xml.js';
import { zipEpub, type EpubFile } from './zip.js';

export const EPUB_MIME_TYPE = 'application/epub+zip';
/** Raise with any change to what the EPUB looks like: a book's EPUB is built again. */
export const EPUB_EDITION = 2;
export const MAX_EPUB_TEXT_LENGTH = 5000;

const two = (n: number) => String(n).padStart(2, '0');

/** A clear message for every way the input can be wrong. */
export function validateEpubInput(input: EpubInput): void {
  const fail = (message: string): never => {
    throw new Error(`Cannot build the EPUB: ${message}`);
  };
  if (!input.bookId?.trim()) fail('bookId is missing');
  if (!input.title?.trim()) fail('the title is empty');
  if (!(LANGUAGES as readonly string[]).includes(input.language))
    fail(`unknown language '${input.language}'`);
  if (input.paragraphs?.length !== PAGES_PER_BOOK) fail(`expected exactly ${PAGES_PER_BOOK} paragraphs`);
  const checkParagraphs = (paragraphs: readonly string[], which: string) =>
    paragraphs.forEach((p, i) => {
      if (typeof p !== 'string' || !p.trim()) fail(`${which} ${i + 1} is empty`);
      if (p.length > MAX_EPUB_TEXT_LENGTH)
        fail(`${which} ${i + 1} is longer than ${MAX_EPUB_TEXT_LENGTH} characters`);
    });
  checkParagraphs(input.paragraphs, 'paragraph');
  if (input.second) {
    const { language, paragraphs } = input.second;
    if (!(LANGUAGES as readonly string[]).includes(language) || language === input.language)
      fail(`the second language '${language}' must be another story language`);
    if (paragraphs?.length !== PAGES_PER_BOOK)
      fail(`expected exactly ${PAGES_PER_BOOK} paragraphs of the second text`);
    checkParagraphs(paragraphs, 'second paragraph');
  }
  if (input.images?.length !== PAGES_PER_BOOK) fail(`expected exactly ${PAGES_PER_BOOK} images`);
  if (input.legends !== undefined && input.legends.length !== PAGES_PER_BOOK)
    fail(`legends, when given, must be ${PAGES_PER_BOOK}`);
  if (!input.heroes?.length || input.heroes.some((h) => !h.trim())) fail("the hero's name is empty");
  for (const date of [input.createdAt, input.modifiedAt])
    if (!(date instanceof Date) || Number.isNaN(date.getTime())) fail('a date is not valid');
  if (input.narration) {
    if (input.narration.pages.length !== PAGES_PER_BOOK)
      fail(`the narration must have ${PAGES_PER_BOOK} pages`);
    input.narration.pages.forEach((page, i) => validateNarration(page, i + 1));
    const second = input.narration.second;
    if (second && !input.second) fail('a second narration needs the second text');
    if (second && second.pages.length !== PAGES_PER_BOOK)
      fail(`the second narration must have ${PAGES_PER_BOOK} pages`);
    second?.pages.forEach((page, i) => validateNarration(page, i + 1));
  }
}

/** A stable urn:uuid for the book (the package's unique identifier). */
export function bookIdentifier(bookId: string): string {
  const h = createHash('sha256').update(`storysprout-book:${bookId}`).digest('hex');
  return `urn:uuid:${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Builds the EPUB. Throws a clear Error on invalid input. */
export async function buildEpub(input: EpubInput): Promise<BuiltEpub> {
  validateEpubInput(input);
  const words = EPUB_WORDS[input.language];
  const language = input.language;
  const title = input.title.trim();
  const names = namesOf(
    input.heroes.map((h) => h.trim()),
    words,
  );
  const prepared = await prepareImages([...input.images], BRAND.paper).catch((cause: unknown) => {
    throw new Error(
      `Cannot build the EPUB: a picture could not be read (${cause instanceof Error ? cause.message : String(cause)})`,
      { cause },
    );
  });
  const legendOf = (i: number) => input.legends?.[i]?.trim();
  /** The legend (always English: the storytellers write them for the illustrators), else a plain label. */
  const imgAlt = (i: number) => {
    const legend = legendOf(i);
    if (!legend) return `alt="${escapeXml(words.pictureOf(i + 1, title))}"`;
    return `alt="${escapeXml(legend)}"${language === 'en' ? '' : ' xml:lang="en" lang="en"'}`;
  };
  const narration = input.narration ?? null;
  const secondText = input.second ?? null;

  const files: EpubFile[] = [];
  const items: ManifestItem[] = [];
  const spine: SpineItem[] = [];
  const toc: { href: string; label: string }[] = [];
  const page = (
    id: string,
    href: string,
    spread: SpineItem['spread'],
    docTitle: string,
    bodyClass: string,
    body: string,
    overlay?: string,
  ) => {
    files.push({
      path: `OEBPS/${href}`,
      data: xhtmlDocument({ language, title: docTitle, bodyClass, body }),
    });
    items.push({
      id,
      href,
      mediaType: 'application/xhtml+xml',
      ...(overlay ? { mediaOverlay: overlay } : {}),
    });
    spine.push({ idref: id, spread });
  };

  const imageHref = prepared.map((p, i) => `images/page-${two(i + 1)}.${p.format === 'png' ? 'png' : 'jpg'}`);
  prepared.forEach((p, i) => {
    files.push({ path: `OEBPS/${imageHref[i]}`, data: p.data, stored: true });
    items.push({
      id: `image-${two(i + 1)}`,
      href: imageHref[i]!,
      mediaType: p.format === 'png' ? 'image/png' : 'image/jpeg',
      ...(i === 0 ? { properties: 'cover-image' } : {}),
    });
  });

  const creator = input.creatorName?.trim();
  page(
    'cover',
    'cover.xhtml',
    'center',
    title,
    'cover',
    `<section epub:type="cover" aria-label="${escapeXml(words.cover)}">
<h1>${escapeXml(title)}</h1>
<img class="frame" src="${imageHref[0]}" ${imgAlt(0)}/>
<p>${escapeXml(words.storyFor(names))}</p>${creator ? `\n<p class="by">${escapeXml(words.createdBy(creator))}</p>` : ''}
</section>`,
  );
  toc.push({ href: 'cover.xhtml', label: words.cover });

  const dedication = input.dedication?.trim();
  if (dedication) {
    page(
      'dedication',
      'dedication.xhtml',
      'center',
      words.dedication,
      'dedication',
      `<section epub:type="dedication" class="column" aria-label="${escapeXml(words.dedication)}">
<p>${escapeXml(dedication)}</p>
</section>`,
    );
    toc.push({ href: 'dedication.xhtml', label: words.dedication });
  }

  let durationMs = 0;
  input.paragraphs.forEach((paragraph, i) => {
    const n = i + 1;
    const pictureHref = `page-${two(n)}-picture.xhtml`;
    const textHref = `page-${two(n)}-text.xhtml`;
    page(
      `page-${two(n)}-picture`,
      pictureHref,
      'left',
      `${title}: ${words.page(n)}`,
      'picture',
      `<figure><img src="${imageHref[i]}" ${imgAlt(i)}/></figure>`,
    );
    const given = narration?.pages[i];
    const spoken = given ? { ...given, words: wordsInText(paragraph, given.words) } : null;
    const secondParagraph = secondText?.paragraphs[i];
    const secondGiven = secondParagraph ? narration?.second?.pages[i] : undefined;
    const secondSpoken =
      secondParagraph && secondGiven
        ? { ...secondGiven, words: wordsInText(secondParagraph, secondGiven.words) }
        : null;
    const overlayId = spoken ? `overlay-${two(n)}` : undefined;
    // A bilingual page's two texts share the page at one size, the second set apart beneath.
    const size = textSizePx(secondParagraph ? `${paragraph}\n\n${secondParagraph}` : paragraph);
    const secondXhtml =
      secondText && secondParagraph
        ? `\n<p id="${secondTextId(n)}" class="second" xml:lang="${secondText.language}" lang="${secondText.language}" style="font-size: ${size}px">${paragraphXhtml(secondParagraph, n, secondSpoken, true)}</p>`
        : '';
    page(
      `page-${two(n)}-text`,
      textHref,
      'right',
      `${title}: ${words.page(n)}`,
      'text',
      `<section id="${textSectionId(n)}" class="column" aria-label="${escapeXml(words.page(n))}">
<p style="font-size: ${size}px">${paragraphXhtml(paragraph, n, spoken)}</p>${secondXhtml}
</section>`,
      overlayId,
    );
    toc.push({ href: pictureHref, label: words.page(n) });
    if (spoken && overlayId) {
      const audioHref = `audio/page-${two(n)}.mp3`;
      const smilHref = `page-${two(n)}.smil`;
      const firstMs = Math.max(1, Math.round(spoken.durationMs));
      const secondMs = secondSpoken ? Math.max(1, Math.round(secondSpoken.durationMs)) : 0;
      const secondAudioHref = secondText ? `audio/page-${two(n)}-${secondText.language}.mp3` : '';
      const pageMs = firstMs + secondMs;
      durationMs += pageMs;
      files.push({ path: `OEBPS/${audioHref}`, data: spoken.audio, stored: true });
      items.push({ id: `audio-${two(n)}`, href: audioHref, mediaType: 'audio/mpeg' });
      if (secondSpoken) {
        files.push({ path: `OEBPS/${secondAudioHref}`, data: secondSpoken.audio, stored: true });
        items.push({ id: `audio-${two(n)}-second`, href: secondAudioHref, mediaType: 'audio/mpeg' });
      }
      files.push({
        path: `OEBPS/${smilHref}`,
        data: smilDocument({
          page: n,
          textHref,
          audioHref,
          narration: { ...spoken, durationMs: firstMs },
          second: secondSpoken && {
            audioHref: secondAudioHref,
            narration: { ...secondSpoken, durationMs: secondMs },
          },
        }),
      });
      items.push({ id: overlayId, href: smilHref, mediaType: 'application/smil+xml', durationMs: pageMs });
    }
  });

  page(
    'end',
    'end.xhtml',
    'center',
    words.theEnd,
    'end',
    `<section class="column">
<h2>${escapeXml(words.theEnd)}</h2>
<p class="heading">StorySprout</p>
<p>${escapeXml(words.storyMadeFor(names))}</p>
</section>`,
  );
  toc.push({ href: 'end.xhtml', label: words.theEnd });

  files.push({
    path: 'OEBPS/nav.xhtml',
    data: navDocument({
      language,
      title,
      contents: words.contents,
      entries: toc,
      coverHref: 'cover.xhtml',
      coverLabel: words.cover,
      startHref: toc.find((t) => t.href.startsWith('page-'))!.href,
      startLabel: words.page(1),
    }),
  });
  items.push({ id: 'nav', href: 'nav.xhtml', mediaType: 'application/xhtml+xml', properties: 'nav' });
  files.push({ path: 'OEBPS/style.css', data: secondText ? STYLESHEET + SECOND_TEXT_STYLE : STYLESHEET });
  items.push({ id: 'style', href: 'style.css', mediaType: 'text/css' });
  (secondText ? [...EPUB_FONTS, SECOND_TEXT_FONT] : EPUB_FONTS).forEach((font) => {
    files.push({ path: `OEBPS/${font.href}`, data: fontData(font.role) });
    items.push({ id: `font-${font.role}`, href: font.href, mediaType: 'font/ttf' });
  });

  const opf = packageDocument({
    identifier: bookIdentifier(input.bookId),
    title,
    language,
    creator: 'StorySprout',
    description: words.storyFor(names),
    createdAt: input.createdAt,
    modifiedAt: input.modifiedAt,
    summary: words.summary(!!narration),
    narrated: !!narration,
    ...(narration
      ? { narrators: [narration.narrator, ...(narration.second ? [narration.second.narrator] : [])] }
      : {}),
    items,
    spine,
  });
  const epub = zipEpub(
    [
      { path: 'META-INF/container.xml', data: CONTAINER_XML },
      { path: 'OEBPS/package.opf', data: opf },
      ...files,
    ],
    input.modifiedAt,
  );
  return { epub, spinePages: spine.length, durationMs };
}
