import { xhtmlDocument } from './pages.js';
import { escapeXml } from './xml.js';

/** The navigation document: the table of contents (cover, dedication, each page, the end) and landmarks. */
export function navDocument(options: {
  language: string;
  title: string;
  contents: string;
  entries: readonly { href: string; label: string }[];
  coverHref: string;
  coverLabel: string;
  startHref: string;
  startLabel: string;
}): string {
  const toc = options.entries
    .map((e) => `<li><a href="${escapeXml(e.href)}">${escapeXml(e.label)}</a></li>`)
    .join('\n');
  return xhtmlDocument({
    language: options.language,
    title: options.title,
    bodyClass: 'nav',
    fixed: false,
    body: `<nav epub:type="toc" id="toc">
<h1>${escapeXml(options.contents)}</h1>
<ol>
${toc}
</ol>
</nav>
<nav epub:type="landmarks" id="landmarks" hidden="hidden">
<ol>
<li><a epub:type="cover" href="${escapeXml(options.coverHref)}">${escapeXml(options.coverLabel)}</a></li>
<li><a epub:type="bodymatter" href="${escapeXml(options.startHref)}">${escapeXml(options.startLabel)}</a></li>
</ol>
</nav>`,
  });
}
