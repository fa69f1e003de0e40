import { DEFAULT_ART_STYLE, type ArtStyle } from '@contract/artStyle';
import type { AgeGroup, Language, MoralValue, StoryType } from '@contract/story';
import {
  FIRST_STYLE_SAMPLE,
  LISTED_SAMPLES,
  SAMPLES,
  type GallerySample,
} from '../../content/gallery/catalog';
import { GALLERY_PICTURES, gallerySlug } from '../../content/gallery/pictures';
import type { MessageId } from '../../i18n';

export type { GallerySample };

export interface SampleStory {
  paragraphs: string[];
  legends: string[];
  /** A bilingual sample's text in its second language (issue 45), page for page. */
  secondParagraphs?: string[];
}

// Each sample's text is its own chunk, loaded when the sample is opened.
const stories = import.meta.glob<SampleStory>('../../content/gallery/stories/*.ts');

/** Spec part 1 §2: /gallery/{slug}, the slug made from the title. */
export const sampleSlug = gallerySlug;

/** The samples the gallery lists: ids 0 to 11, then the art style and language samples (16 on). */
export const LISTED: readonly GallerySample[] = SAMPLES.filter(
  (s) => s.id < LISTED_SAMPLES || s.id >= FIRST_STYLE_SAMPLE,
);

export function sampleBySlug(slug: string): GallerySample | undefined {
  return SAMPLES.find((s) => sampleSlug(s) === slug);
}

export function sampleById(id: unknown): GallerySample | undefined {
  return SAMPLES.find((s) => s.id === id);
}

export async function loadSampleStory(sample: GallerySample): Promise<SampleStory> {
  const load = stories[`../../content/gallery/stories/${sample.file}.ts`];
  if (!load) throw new Error(`No story file for sample ${sample.id}`);
  const { paragraphs, legends, secondParagraphs } = await load();
  return { paragraphs, legends, ...(sample.secondLanguage && secondParagraphs ? { secondParagraphs } : {}) };
}

/** Where the build put the sample's pictures (web/build/galleryImages.ts). */
export const pictureUrl = GALLERY_PICTURES.page;
export const thumbnailUrl = GALLERY_PICTURES.thumbnail;
export const THUMBNAIL_PX = GALLERY_PICTURES.thumbnailPx;

/** Spec part 1 §3: storyType shown as 'Photo Stories' or 'Avatar Stories'. */
export const STORY_TYPE_LABELS: Record<StoryType, MessageId> = {
  Essential: 'gallery.typePhoto',
  Enhanced: 'gallery.typeAvatar',
};
/** Spec part 1 §3: readerAgeGroup shown as '2-4 years old' or '5-7 years old'. */
export const AGE_LABELS: Record<AgeGroup, MessageId> = {
  '2-4years': 'gallery.ages2to4',
  '5-7years': 'gallery.ages5to7',
};

/** What the card and the sample page say about how a sample is made (issue 28). */
export const sampleArtStyle = (sample: GallerySample): ArtStyle => sample.artStyle ?? DEFAULT_ART_STYLE;
export const sampleLanguage = (sample: GallerySample): Language => sample.language ?? 'en';

/** The moral's message ('' for a sample without one). */
export const moralLabel = (moral: MoralValue): MessageId | null => (moral ? MORAL_LABELS[moral] : null);

const MORAL_LABELS: Record<Exclude<MoralValue, ''>, MessageId> = {
  courage: 'gallery.moral.courage',
  honesty: 'gallery.moral.honesty',
  respect: 'gallery.moral.respect',
  responsibility: 'gallery.moral.responsibility',
  empathy: 'gallery.moral.empathy',
  compassion: 'gallery.moral.compassion',
  fairness: 'gallery.moral.fairness',
  gratitude: 'gallery.moral.gratitude',
  cooperation: 'gallery.moral.cooperation',
  generosity: 'gallery.moral.generosity',
  'self-discipline': 'gallery.moral.selfDiscipline',
  perseverance: 'gallery.moral.perseverance',
  humility: 'gallery.moral.humility',
  tolerance: 'gallery.moral.tolerance',
  patience: 'gallery.moral.patience',
  kindness: 'gallery.moral.kindness',
  resilience: 'gallery.moral.resilience',
  forgiveness: 'gallery.moral.forgiveness',
  integrity: 'gallery.moral.integrity',
};
