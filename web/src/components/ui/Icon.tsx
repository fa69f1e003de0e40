import type { ReactNode, SVGProps } from 'react';

/** Outline icons: drawn in the text colour with round ends, like the rest of the line work. */
const line = (strokeWidth: number): SVGProps<SVGSVGElement> => ({
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
const solid: SVGProps<SVGSVGElement> = { fill: 'currentColor' };

interface IconDrawing {
  /** 24 x 24 unless said otherwise. */
  viewBox?: string;
  /** How the shapes are painted; an icon with colours of its own paints them itself. */
  paint: SVGProps<SVGSVGElement>;
  shapes: ReactNode;
}

const ICONS = {
  // The language switcher.
  globe: {
    paint: line(2),
    shapes: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </>
    ),
  },
  // The home page's benefits.
  sparkles: {
    paint: line(2),
    shapes: (
      <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8L19 16z" />
    ),
  },
  heart: {
    paint: line(2),
    shapes: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
  },
  family: {
    paint: line(2),
    shapes: (
      <>
        <circle cx="8" cy="7" r="3" />
        <circle cx="17" cy="9" r="2.5" />
        <path d="M2.5 20a5.5 5.5 0 0 1 11 0M13.5 20a3.5 3.5 0 0 1 7 0" />
      </>
    ),
  },
  pencil: {
    paint: line(2),
    shapes: <path d="M4 20l1-4L16 5l3 3L8 19l-4 1zM14 7l3 3" />,
  },
  book: {
    paint: line(2),
    shapes: <path d="M12 6c-2-1.5-5-2-8-2v14c3 0 6 .5 8 2 2-1.5 5-2 8-2V4c-3 0-6 .5-8 2zm0 0v14" />,
  },
  noScreen: {
    paint: line(2),
    shapes: <path d="M4 5h16v11H4zM9 20h6M12 16v4M3 3l18 18" />,
  },
  menu: { paint: line(2.5), shapes: <path d="M4 7h16M4 12h16M4 17h16" /> },
  close: { paint: line(2.5), shapes: <path d="M6 6l12 12M18 6L6 18" /> },
  eye: {
    paint: line(2),
    shapes: (
      <>
        <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
        <circle cx="12" cy="12" r="3" />
      </>
    ),
  },
  eyeCrossed: {
    paint: line(2),
    shapes: (
      <>
        <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
        <circle cx="12" cy="12" r="3" />
        <path d="M4 4l16 16" />
      </>
    ),
  },
  download: { paint: line(2.2), shapes: <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14" /> },
  speaker: {
    paint: line(2.2),
    shapes: (
      <>
        <path d="M4 9v6h4l5 4V5L8 9H4z" />
        <path d="M16.5 8.5a5 5 0 010 7M19 6a8.5 8.5 0 010 12" />
      </>
    ),
  },
  stop: { paint: solid, shapes: <rect x="6" y="6" width="12" height="12" rx="2" /> },
  /** A green disc with a white tick: the home page's list of benefits. */
  tick: {
    paint: {},
    shapes: (
      <>
        <circle cx="12" cy="12" r="11" className="fill-sprout-deep" />
        <path
          d="M7 12.5l3.2 3.2L17 9"
          fill="none"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-white"
        />
      </>
    ),
  },
  instagram: {
    paint: line(2),
    shapes: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
      </>
    ),
  },
  facebook: { paint: line(2), shapes: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8z" /> },
  pinterest: {
    paint: line(2),
    shapes: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M11 8.5c3-1 5.5.5 5 3.5-.4 2.3-2.6 3.4-4.4 2.4M11.5 10l-2.5 10" />
      </>
    ),
  },
  google: {
    viewBox: '0 0 48 48',
    paint: solid,
    shapes: (
      <>
        <path d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
        <path d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
        <path d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z" />
        <path d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
      </>
    ),
  },
} satisfies Record<string, IconDrawing>;

export type IconName = keyof typeof ICONS;

/**
 * One of the app's icons, by name. Icons sit beside words that already say what they mean, so
 * they are hidden from assistive technology; give `label` only when the icon alone carries the
 * meaning, and it is announced as an image with that name.
 */
export function Icon({
  name,
  label,
  className = 'size-5',
}: {
  name: IconName;
  label?: string;
  /** Size and colour; 20 px in the text colour unless said otherwise. */
  className?: string;
}) {
  const icon: IconDrawing = ICONS[name];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg viewBox={icon.viewBox ?? '0 0 24 24'} className={className} {...icon.paint} {...a11y}>
      {icon.shapes}
    </svg>
  );
}
