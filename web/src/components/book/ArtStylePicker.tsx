import { useId } from 'react';
import { ART_STYLES, type ArtStyle } from '@contract/artStyle';
import { ART_STYLE_LABELS } from '../../lib/bookLabels';
import { RadioGroup } from '../ui/RadioGroup';
import { useT } from '../../i18n';

/**
 * The art style choice (issue 28), as radio buttons each with a tiny sun-and-hill preview drawn
 * the way that style draws (decorative: the label names it). The preview colours are
 * illustration colours, not UI colours, so they live here like the appearance swatches'. The
 * labels are shared (lib/bookLabels.ts): the library, editor, reader and gallery say the same.
 * Shared by create (a new book's style) and the editor (restyling a whole book).
 */
function Preview({ style }: { style: ArtStyle }) {
  // React's ids carry characters (colons, guillemets) that break a url(#...) reference.
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const line = style === 'coloring';
  const fill = (colour: string) => (line ? '#FFFFFF' : style === 'crayon' ? `url(#${id}-hatch)` : colour);
  const stroke = line ? { stroke: '#111111', strokeWidth: 2 } : {};
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-12 shrink-0 rounded-lg">
      <defs>
        <filter id={`${id}-soft`}>
          <feGaussianBlur stdDeviation="1.2" />
        </filter>
        <filter id={`${id}-shadow`}>
          <feDropShadow dx="1.5" dy="2" stdDeviation="1" floodOpacity="0.45" />
        </filter>
        <pattern
          id={`${id}-hatch`}
          width="4"
          height="4"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(35)"
        >
          <rect width="4" height="4" fill="#7CC47F" />
          <rect width="1.4" height="4" fill="#FFFDF6" />
        </pattern>
      </defs>
      <rect
        width="48"
        height="48"
        fill={line ? '#FFFFFF' : style === 'collage' ? '#CFE9F7' : '#8FD3FF'}
        {...stroke}
      />
      <g
        filter={
          style === 'watercolor' ? `url(#${id}-soft)` : style === 'collage' ? `url(#${id}-shadow)` : undefined
        }
        opacity={style === 'watercolor' ? 0.75 : 1}
      >
        <circle cx="34" cy="14" r="7" fill={line ? '#FFFFFF' : '#FFD36E'} {...stroke} />
        <path d="M-2 36 Q16 22 34 34 T50 32 V50 H-2 Z" fill={fill('#7CC47F')} {...stroke} />
      </g>
    </svg>
  );
}

export function ArtStylePicker({
  value,
  onChange,
  styles = ART_STYLES,
  legend,
  hint,
}: {
  value: ArtStyle | null;
  onChange: (value: ArtStyle) => void;
  /** The styles offered (restyling leaves out the book's own). */
  styles?: readonly ArtStyle[];
  legend?: string;
  hint?: string;
}) {
  const t = useT();
  return (
    <RadioGroup
      variant="cards"
      legend={legend ?? t('artStyle.legend')}
      hint={hint ?? t('artStyle.hint')}
      name="artStyle"
      value={value}
      onChange={onChange}
      options={styles.map((style) => ({
        value: style,
        label: (
          <span className="flex items-center gap-3">
            <Preview style={style} />
            <span className="flex flex-col">
              <span>{ART_STYLE_LABELS[style].label}</span>
              <span className="text-sm text-ink-soft">{ART_STYLE_LABELS[style].hint}</span>
            </span>
          </span>
        ),
      }))}
    />
  );
}
