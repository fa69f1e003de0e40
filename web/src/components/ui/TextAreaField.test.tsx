import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TextAreaField } from './TextAreaField';

/** jsdom lays nothing out: each line of text is 24 px high here, at most 40 characters wide. */
const LINE = 24;
const linesOf = (text: string) =>
  text.split('\n').reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / 40)), 0);

/** How many lines the box shows: its height less its borders (a few px), in whole lines. */
const linesShown = (box: HTMLTextAreaElement) => Math.floor(parseFloat(box.style.height || '0') / LINE);

function Paragraph({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <TextAreaField label="Paragraph 1" rows={3} value={value} onChange={(e) => setValue(e.target.value)} />
  );
}

describe('TextAreaField', () => {
  beforeEach(() => {
    vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
      this: HTMLTextAreaElement,
    ) {
      return Math.max(3, linesOf(this.value)) * LINE;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('is as tall as its text from the start, so no paragraph is cut mid-line (issue 47)', () => {
    render(<Paragraph initial={'Mia ran to the hill to fly her bright red kite with Grandpa. '.repeat(4)} />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Paragraph 1' });
    expect(linesShown(box)).toBe(linesOf(box.value));
    expect(linesOf(box.value)).toBeGreaterThan(3);
  });

  it('grows as the text grows and shrinks back, never below its rows', async () => {
    const user = userEvent.setup();
    render(<Paragraph initial="Short." />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Paragraph 1' });
    expect(linesShown(box)).toBe(3);
    await user.type(
      box,
      ' And then the wind picked up the kite and carried it over the trees and far away.'.repeat(2),
    );
    expect(linesShown(box)).toBe(linesOf(box.value));
    expect(linesShown(box)).toBeGreaterThan(3);
    await user.clear(box);
    expect(linesShown(box)).toBe(3);
  });
});
