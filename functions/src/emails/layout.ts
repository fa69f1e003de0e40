import { BRAND } from '../shared/brand.js';

/** Text made safe to put in HTML. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** One block of an email: a paragraph, a button, or a small line of facts. */
export type Block =
  | { paragraph: string }
  | { button: { label: string; url: string } }
  | { facts: [label: string, value: string][] };

export interface Layout {
  heading: string;
  blocks: Block[];
  /** The quiet line at the bottom (why this email came; an unsubscribe link for the newsletter). */
  footer: { text: string; link?: { label: string; url: string } };
}

/** The plain-text part: what every mail client can show, links written out. */
export function toText({ heading, blocks, footer }: Layout): string {
  const lines = [heading, ''];
  for (const block of blocks) {
    if ('paragraph' in block) lines.push(block.paragraph, '');
    else if ('button' in block) lines.push(`${block.button.label}: ${block.button.url}`, '');
    else lines.push(...block.facts.map(([label, value]) => `${label}: ${value}`), '');
  }
  lines.push('--', footer.text);
  if (footer.link) lines.push(`${footer.link.label}: ${footer.link.url}`);
  return `${lines.join('\n')}\n`;
}

const FONT = "'Atkinson Hyperlegible', Verdana, Arial, sans-serif";
const HEADING_FONT = "Fredoka, 'Trebuchet MS', Arial, sans-serif";

/**
 * The HTML part in the brand's look (DESIGN.md): paper background, a white rounded card, deep leaf
 * headings, one sprout-green button. Tables and inline styles, which mail clients keep; no image
 * of any kind, so no child's picture can ever be in one.
 */
export function toHtml({ heading, blocks, footer }: Layout, language = 'en'): string {
  const body = blocks
    .map((block) => {
      if ('paragraph' in block)
        return `<p style="margin:0 0 16px;font:16px/1.5 ${FONT};color:${BRAND.ink}">${escapeHtml(block.paragraph)}</p>`;
      if ('button' in block)
        return `<p style="margin:24px 0"><a href="${escapeHtml(block.button.url)}" style="display:inline-block;background:${BRAND.sprout};color:#ffffff;font:bold 16px ${FONT};text-decoration:none;padding:12px 24px;border-radius:12px">${escapeHtml(block.button.label)}</a></p>`;
      const rows = block.facts
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;font:14px ${FONT};color:${BRAND.leaf}">${escapeHtml(label)}</td><td style="padding:4px 0;font:bold 14px ${FONT};color:${BRAND.ink}">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
    })
    .join('\n');
  const link = footer.link
    ? ` <a href="${escapeHtml(footer.link.url)}" style="color:${BRAND.leaf}">${escapeHtml(footer.link.label)}</a>`
    : '';
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:${BRAND.paper}">
<table role="presentation" width="100%" style="background:${BRAND.paper};border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:24px;border-collapse:separate"><tr><td style="padding:32px">
<p style="margin:0 0 8px;font:bold 18px ${HEADING_FONT};color:${BRAND.sprout}">StorySprout</p>
<h1 style="margin:0 0 16px;font:bold 24px/1.3 ${HEADING_FONT};color:${BRAND.leaf}">${escapeHtml(heading)}</h1>
${body}
</td></tr></table>
<p style="max-width:560px;margin:16px auto 0;font:13px/1.5 ${FONT};color:${BRAND.ink}">${escapeHtml(footer.text)}${link}</p>
</td></tr></table>
</body>
</html>
`;
}
