/** A decorative storybook scene in the StorySprout palette. */
export function HeroArt() {
  return (
    <svg aria-hidden="true" viewBox="0 0 480 400" className="h-auto w-full max-w-md drop-shadow-xl">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className="[stop-color:var(--color-sky)]" />
          <stop offset="1" className="[stop-color:var(--color-sky-soft)]" />
        </linearGradient>
      </defs>
      <rect x="20" y="20" width="440" height="320" rx="36" fill="url(#hero-sky)" />
      <circle cx="370" cy="95" r="42" className="fill-sunrise" />
      <path
        d="M20 260c80-60 160-60 240-10s140 30 200-20v110a36 36 0 0 1-36 36H56a36 36 0 0 1-36-36z"
        className="fill-sprout"
      />
      <path
        d="M20 300c100-40 200-30 300 0s110 10 140-10v50a36 36 0 0 1-36 36H56a36 36 0 0 1-36-36z"
        className="fill-leaf"
      />
      {/* open book */}
      <path d="M120 250c40-22 80-22 120 0v100c-40-22-80-22-120 0z" className="fill-paper" />
      <path d="M240 250c40-22 80-22 120 0v100c-40-22-80-22-120 0z" className="fill-sunrise-soft" />
      <path d="M240 250v100" strokeWidth="4" className="stroke-ink/20" />
      <path
        d="M145 275h70M145 295h60M265 275h70M265 295h55"
        strokeWidth="6"
        strokeLinecap="round"
        className="stroke-sky"
      />
      {/* child */}
      <circle cx="240" cy="165" r="36" className="fill-sunrise-soft" />
      <path d="M204 160c0-26 18-40 36-40s36 14 36 40c-8-12-20-18-36-18s-28 6-36 18z" className="fill-leaf" />
      <circle cx="228" cy="168" r="4" className="fill-ink" />
      <circle cx="252" cy="168" r="4" className="fill-ink" />
      <path d="M229 183q11 9 22 0" strokeWidth="4" strokeLinecap="round" fill="none" className="stroke-ink" />
      <circle cx="219" cy="180" r="5" className="fill-berry/40" />
      <circle cx="261" cy="180" r="5" className="fill-berry/40" />
      <path d="M196 250c4-30 22-44 44-44s40 14 44 44z" className="fill-berry" />
      {/* stars */}
      <path d="M90 80l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" className="fill-paper" />
      <path d="M160 50l4 8 9 1-6 6 1 9-8-4-8 4 1-9-6-6 9-1z" className="fill-paper" />
    </svg>
  );
}
