/**
 * The home page's Photo Stories showcase, drawn at build time (called by galleryImages.ts):
 * a sample "family photo" of each person, and the page the offline illustrator draws for a
 * Photo Story made with those photos. The sample photos are soft-focus portraits painted from
 * the same looks the illustrator gives these people (traits.ts), so before and after match;
 * nothing here shows a real person.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { deriveTraits, drawScene, type HumanTraits } from '../../functions/src/engines/illustrator/index.js';
import type { IllustrationRequest } from '../../functions/src/ports/illustrator.js';
import { SHOWCASE_FAMILY, SHOWCASE_LEGEND, SHOWCASE_PICTURES } from '../src/content/showcase.js';

/** What the illustrator is asked to draw: page 4 of a Photo Story, the photos attached. */
function showcaseIllustration(photos: Map<string, Buffer>): IllustrationRequest {
  return {
    bookId: 'showcase-amara',
    page: 4,
    legend: SHOWCASE_LEGEND,
    storyType: 'Essential',
    appearanceValue: 'photo_based',
    readerAgeGroup: '5-7years',
    characters: SHOWCASE_FAMILY.map(({ name, relationship, gender }) => {
      const bytes = photos.get(name);
      return { name, relationship, gender, ...(bytes ? { photo: { bytes, contentType: 'image/png' } } : {}) };
    }),
    variant: 0,
    artStyle: 'classic',
  };
}

const W = 400;
const H = 500;

/** Hair drawn behind the head (long styles) and on top of it. */
function hair(t: HumanTraits, cx: number, cy: number): { back: string; front: string } {
  const c = t.hair;
  // The crown shows around the top of the head; the fringe stops above the eyebrows.
  const crown = `<ellipse cx="${cx}" cy="${cy - 28}" rx="97" ry="84" fill="${c}"/>`;
  const cap = `<ellipse cx="${cx}" cy="${cy - 68}" rx="82" ry="36" fill="${c}"/>`;
  // What each style adds behind the head, besides the crown.
  const behind: Partial<Record<HumanTraits['hairStyle'], string>> = {
    long: `<rect x="${cx - 100}" y="${cy - 60}" width="200" height="230" rx="90" fill="${c}"/>`,
    bob: `<rect x="${cx - 98}" y="${cy - 70}" width="196" height="150" rx="70" fill="${c}"/>`,
    ponytail: `<ellipse cx="${cx + 95}" cy="${cy + 10}" rx="34" ry="70" fill="${c}"/>`,
    pigtails: `<circle cx="${cx - 108}" cy="${cy - 10}" r="36" fill="${c}"/><circle cx="${cx + 108}" cy="${cy - 10}" r="36" fill="${c}"/>`,
    puffs: `<circle cx="${cx - 80}" cy="${cy - 95}" r="48" fill="${c}"/><circle cx="${cx + 80}" cy="${cy - 95}" r="48" fill="${c}"/>`,
    bun: `<circle cx="${cx}" cy="${cy - 118}" r="42" fill="${c}"/>`,
  };
  if (t.hairStyle === 'bald') return { back: '', front: '' };
  const back = `${crown}${behind[t.hairStyle] ?? ''}`;
  if (t.hairStyle === 'curlyShort')
    return {
      back,
      front: [-60, -30, 0, 30, 60]
        .map((dx, i) => `<circle cx="${cx + dx}" cy="${cy - 78 - (i % 2) * 10}" r="30" fill="${c}"/>`)
        .join(''),
    };
  if (t.hairStyle === 'spiky')
    return {
      back,
      front: `${cap}<path d="M${cx - 80} ${cy - 70} l20 -50 l20 40 l20 -55 l20 45 l20 -55 l20 45 l20 -50 l20 50 z" fill="${c}"/>`,
    };
  return { back, front: cap };
}

/** A soft-focus portrait in a sunny park: the person as the book draws them. */
function portraitSvg(t: HumanTraits, seed: number): string {
  const cx = W / 2;
  const cy = t.age === 'child' ? 230 : 205;
  const bokeh = Array.from({ length: 14 }, (_, i) => {
    const x = (seed * 53 + i * 97) % W;
    const y = (seed * 31 + i * 61) % 260;
    const r = 18 + ((i * 7 + seed) % 30);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 3 ? '#FFF3C4' : '#CFE8B0'}" opacity="0.55"/>`;
  }).join('');
  const { back, front } = hair(t, cx, cy);
  const glasses = t.glasses
    ? `<g fill="none" stroke="#3A3A3A" stroke-width="5"><circle cx="${cx - 32}" cy="${cy + 8}" r="20"/><circle cx="${cx + 32}" cy="${cy + 8}" r="20"/><path d="M${cx - 12} ${cy + 8} h24"/></g>`
    : '';
  const beard = t.beard
    ? `<path d="M${cx - 70} ${cy + 20} Q${cx} ${cy + 120} ${cx + 70} ${cy + 20} Q${cx} ${cy + 70} ${cx - 70} ${cy + 20}z" fill="${t.hair}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#BFE3F2"/><stop offset="0.55" stop-color="#E9F3D2"/><stop offset="1" stop-color="#8CC47A"/></linearGradient>
    <radialGradient id="face" cx="0.42" cy="0.38" r="0.7"><stop offset="0" stop-color="${t.skin}"/><stop offset="1" stop-color="${t.skinShade}"/></radialGradient>
    <radialGradient id="light" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.35"/><stop offset="1" stop-color="#000000" stop-opacity="0.25"/></radialGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="14"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <g filter="url(#soft)">${bokeh}</g>
  ${back}
  <path d="M${cx - 150} ${H} Q${cx - 140} ${cy + 130} ${cx} ${cy + 125} Q${cx + 140} ${cy + 130} ${cx + 150} ${H} z" fill="${t.top}"/>
  <rect x="${cx - 26}" y="${cy + 70}" width="52" height="62" rx="20" fill="${t.skinShade}"/>
  <ellipse cx="${cx - 90}" cy="${cy + 12}" rx="16" ry="22" fill="${t.skinShade}"/>
  <ellipse cx="${cx + 90}" cy="${cy + 12}" rx="16" ry="22" fill="${t.skinShade}"/>
  <ellipse cx="${cx}" cy="${cy}" rx="88" ry="98" fill="url(#face)"/>
  ${beard}
  ${front}
  <g fill="#2B2119"><ellipse cx="${cx - 32}" cy="${cy + 8}" rx="9" ry="11"/><ellipse cx="${cx + 32}" cy="${cy + 8}" rx="9" ry="11"/></g>
  <g fill="#FFFFFF"><circle cx="${cx - 29}" cy="${cy + 4}" r="3"/><circle cx="${cx + 35}" cy="${cy + 4}" r="3"/></g>
  <g stroke="${t.hair}" stroke-width="6" stroke-linecap="round" fill="none"><path d="M${cx - 46} ${cy - 18} q14 -9 28 0"/><path d="M${cx + 18} ${cy - 18} q14 -9 28 0"/></g>
  ${glasses}
  <path d="M${cx - 30} ${cy + 46} Q${cx} ${cy + 72} ${cx + 30} ${cy + 46}" stroke="#7A3B2E" stroke-width="6" fill="#FFFFFF" stroke-linejoin="round"/>
  <g filter="url(#soft)" fill="#F08A8A" opacity="0.45"><circle cx="${cx - 56}" cy="${cy + 36}" r="16"/><circle cx="${cx + 56}" cy="${cy + 36}" r="16"/></g>
  <rect width="${W}" height="${H}" fill="url(#light)"/>
</svg>`;
}

/** Draws the sample photos and the illustrated page into public/ (paths from content/showcase.ts). */
export async function drawShowcase(publicDir: string): Promise<void> {
  const file = (sitePath: string) => path.join(publicDir, sitePath);
  await mkdir(path.dirname(file(SHOWCASE_PICTURES.page)), { recursive: true });
  const photos = new Map<string, Buffer>();
  const request = showcaseIllustration(photos);
  for (const [i, person] of SHOWCASE_FAMILY.entries()) {
    const traits = deriveTraits(request.characters[i]!, request.bookId, request.appearanceValue);
    if (traits.kind !== 'human') throw new Error(`${person.name} is not drawn as a person`);
    // Slightly out of focus, like a phone snapshot.
    const png = await sharp(Buffer.from(portraitSvg(traits, i + 1)))
      .blur(1.2)
      .png()
      .toBuffer();
    photos.set(person.name, png);
    await writeFile(
      file(SHOWCASE_PICTURES.photo(person.name)),
      await sharp(png)
        .resize(SHOWCASE_PICTURES.photoPx, Math.round((SHOWCASE_PICTURES.photoPx * H) / W))
        .webp({ quality: 80 })
        .toBuffer(),
    );
  }
  const page = await drawScene(showcaseIllustration(photos), SHOWCASE_PICTURES.pagePx);
  await writeFile(file(SHOWCASE_PICTURES.page), await sharp(page.png).webp({ quality: 80 }).toBuffer());
}
