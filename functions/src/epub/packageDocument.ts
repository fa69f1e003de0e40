/**
 * The package document (OPF): metadata (with the accessibility metadata of EPUB Accessibility
 * 1.0 and, when narrated, the Media Overlays' durations), the manifest and the spine, fixed layout.
 */
import { ACTIVE_CLASS } from './style.js';
import { clockValue, escapeXml, isoSeconds } from './xml.js';

export interface ManifestItem {
  id: string;
  href: string;
  mediaType: string;
  properties?: string;
  /** The id of its Media Overlay. */
  mediaOverlay?: string;
  /** Its Media Overlay's duration (SMIL items). */
  durationMs?: number;
}

export interface SpineItem {
  idref: string;
  spread: 'left' | 'right' | 'center';
}

export interface PackageOptions {
  identifier: string;
  title: string;
  language: string;
  creator: string;
  description: string;
  createdAt: Date;
  modifiedAt: Date;
  summary: string;
  narrated: boolean;
  /** Who reads it: a voice, or a bilingual book's two (one per language). */
  narrators?: readonly string[];
  items: readonly ManifestItem[];
  spine: readonly SpineItem[];
}

/** schema.org accessibility metadata: what a reader of this book needs and gets. */
export function accessibilityMetadata(narrated: boolean): { property: string; value: string }[] {
  const modes = ['textual', 'visual', ...(narrated ? ['auditory'] : [])];
  const features = [
    'alternativeText',
    'readingOrder',
    'structuralNavigation',
    'tableOfContents',
    ...(narrated ? ['synchronizedAudioText'] : []),
  ];
  return [
    ...modes.map((value) => ({ property: 'schema:accessMode', value })),
    // Every picture is described: the text alone tells the whole book.
    { property: 'schema:accessModeSufficient', value: 'textual' },
    { property: 'schema:accessModeSufficient', value: 'textual,visual' },
    ...(narrated ? [{ property: 'schema:accessModeSufficient', value: 'auditory,visual' }] : []),
    ...features.map((value) => ({ property: 'schema:accessibilityFeature', value })),
    { property: 'schema:accessibilityHazard', value: 'none' },
  ];
}

export function packageDocument(options: PackageOptions): string {
  const meta = (property: string, value: string, extra = '') =>
    `<meta property="${property}"${extra}>${escapeXml(value)}</meta>`;
  const totalMs = options.items.reduce((sum, item) => sum + (item.durationMs ?? 0), 0);
  const metadata = [
    `<dc:identifier id="book-id">${escapeXml(options.identifier)}</dc:identifier>`,
    `<dc:title>${escapeXml(options.title)}</dc:title>`,
    `<dc:language>${escapeXml(options.language)}</dc:language>`,
    `<dc:creator>${escapeXml(options.creator)}</dc:creator>`,
    `<dc:publisher>StorySprout</dc:publisher>`,
    `<dc:description>${escapeXml(options.description)}</dc:description>`,
    `<dc:date>${options.createdAt.toISOString().slice(0, 10)}</dc:date>`,
    meta('dcterms:modified', isoSeconds(options.modifiedAt)),
    meta('rendition:layout', 'pre-paginated'),
    meta('rendition:orientation', 'auto'),
    meta('rendition:spread', 'auto'),
    ...accessibilityMetadata(options.narrated).map((m) => meta(m.property, m.value)),
    meta('schema:accessibilitySummary', options.summary, ' xml:lang="en"'),
    ...(options.narrated
      ? [
          meta('media:active-class', ACTIVE_CLASS),
          ...(options.narrators ?? []).map((narrator) => meta('media:narrator', narrator)),
          meta('media:duration', clockValue(totalMs)),
          ...options.items
            .filter((item) => item.durationMs !== undefined)
            .map((item) =>
              meta('media:duration', clockValue(item.durationMs ?? 0), ` refines="#${item.id}"`),
            ),
        ]
      : []),
  ];
  const manifest = options.items.map((item) => {
    const properties = item.properties ? ` properties="${item.properties}"` : '';
    const overlay = item.mediaOverlay ? ` media-overlay="${item.mediaOverlay}"` : '';
    return `<item id="${item.id}" href="${escapeXml(item.href)}" media-type="${item.mediaType}"${properties}${overlay}/>`;
  });
  const spine = options.spine.map(
    // page-spread-left/right are the spine's own properties; centre is the rendition vocabulary's.
    (s) =>
      `<itemref idref="${s.idref}" properties="${s.spread === 'center' ? 'rendition:' : ''}page-spread-${s.spread}"/>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${escapeXml(options.language)}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
${metadata.join('\n')}
</metadata>
<manifest>
${manifest.join('\n')}
</manifest>
<spine page-progression-direction="ltr">
${spine.join('\n')}
</spine>
</package>
`;
}

export const CONTAINER_XML = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles>
<rootfile full-path="OEBPS/package.opf" media-type="application/oebps-package+xml"/>
</rootfiles>
</container>
`;
