/**
 * A small SVG line plot (no plotting library): the crowd report's queue depth over time. Steps
 * are drawn as straight lines between samples; the axes get round-number ticks.
 */
export interface Series {
  name: string;
  color: string;
  /** [x, y] samples in x order. */
  points: [number, number][];
}

export interface Plot {
  title: string;
  xLabel: string;
  yLabel: string;
  series: Series[];
  width?: number;
  height?: number;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Round tick values (1, 2 or 5 times a power of ten) from 0 covering `max`, about `count` of them. */
export function ticks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const out: number[] = [];
  for (let v = 0; v < max + step; v += step) out.push(Number(v.toPrecision(12)));
  return out;
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export function linePlot(plot: Plot): string {
  const width = plot.width ?? 720;
  const height = plot.height ?? 360;
  const margin = { left: 60, right: 150, top: 36, bottom: 48 };
  const all = plot.series.flatMap((s) => s.points);
  const xTicks = ticks(Math.max(0, ...all.map(([x]) => x)));
  const yTicks = ticks(Math.max(0, ...all.map(([, y]) => y)));
  const xMax = xTicks.at(-1)!;
  const yMax = yTicks.at(-1)!;
  const plotW = width - margin.left - margin.right;
  const plotH = height - margin.top - margin.bottom;
  const px = (x: number) => margin.left + (x / xMax) * plotW;
  const py = (y: number) => margin.top + plotH - (y / yMax) * plotH;
  const r = (n: number) => n.toFixed(1);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="${width}" height="${height}" fill="white"/>`,
    `<text x="${width / 2}" y="20" text-anchor="middle" font-size="14">${escape(plot.title)}</text>`,
  ];
  for (const t of yTicks)
    parts.push(
      `<line x1="${margin.left}" y1="${r(py(t))}" x2="${margin.left + plotW}" y2="${r(py(t))}" stroke="#ddd"/>`,
      `<text x="${margin.left - 6}" y="${r(py(t) + 4)}" text-anchor="end">${fmt(t)}</text>`,
    );
  for (const t of xTicks)
    parts.push(
      `<line x1="${r(px(t))}" y1="${margin.top + plotH}" x2="${r(px(t))}" y2="${margin.top + plotH + 4}" stroke="#333"/>`,
      `<text x="${r(px(t))}" y="${margin.top + plotH + 18}" text-anchor="middle">${fmt(t)}</text>`,
    );
  parts.push(
    `<line x1="${margin.left}" y1="${margin.top}" x2="${margin.left}" y2="${margin.top + plotH}" stroke="#333"/>`,
    `<line x1="${margin.left}" y1="${margin.top + plotH}" x2="${margin.left + plotW}" y2="${margin.top + plotH}" stroke="#333"/>`,
    `<text x="${margin.left + plotW / 2}" y="${height - 8}" text-anchor="middle">${escape(plot.xLabel)}</text>`,
    `<text x="14" y="${margin.top + plotH / 2}" text-anchor="middle" transform="rotate(-90 14 ${margin.top + plotH / 2})">${escape(plot.yLabel)}</text>`,
  );
  plot.series.forEach((s, i) => {
    if (s.points.length > 0)
      parts.push(
        `<polyline fill="none" stroke="${s.color}" stroke-width="2" points="${s.points
          .map(([x, y]) => `${r(px(x))},${r(py(y))}`)
          .join(' ')}"/>`,
      );
    const ly = margin.top + 10 + i * 18;
    const lx = margin.left + plotW + 12;
    parts.push(
      `<line x1="${lx}" y1="${ly}" x2="${lx + 20}" y2="${ly}" stroke="${s.color}" stroke-width="2"/>`,
      `<text x="${lx + 26}" y="${ly + 4}">${escape(s.name)}</text>`,
    );
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
