import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarouselSharePanel, noStoryAlert } from './CarouselSharePanel';
import { downloadStaggered, isMobileDevice, tryOpenInstagram } from '../carousel/generateCarousel';
import type { SlidePart } from '../carousel/slideLayout';

const TITLE = 'Mia & the Moon Boat';
const parts = (count: number, withImages = false): SlidePart[] =>
  Array.from({ length: count }, (_, i) => ({
    text: `Page ${i + 1} of the adventure.`,
    imageUrl: withImages ? `blob:image-${i + 1}` : null,
    legend: `Mia on page ${i + 1}`,
  }));

/** A canvas 2D context that records what is drawn (jsdom has no canvas). */
function fakeContext() {
  const ctx = {
    font: '',
    fillStyle: '',
    textAlign: '',
    textBaseline: '',
    texts: [] as string[],
    measureText: (text: string) => {
      const size = Number(/(\d+)px/.exec(ctx.font)?.[1] ?? 16);
      return { width: text.length * size * 0.5 };
    },
    fillText: (text: string) => ctx.texts.push(text),
    fillRect: vi.fn(),
    clearRect: vi.fn(),
    drawImage: vi.fn(),
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    arcTo: vi.fn(),
    closePath: vi.fn(),
    fill: vi.fn(),
    clip: vi.fn(),
    save: vi.fn(),
    restore: vi.fn(),
  };
  return ctx;
}

let ctx: ReturnType<typeof fakeContext>;
let toBlob: ReturnType<typeof vi.fn>;
let saved: Array<{ name: string; at: number }>;

beforeEach(() => {
  ctx = fakeContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ctx as unknown as CanvasRenderingContext2D,
  );
  toBlob = vi.fn((callback: BlobCallback) => callback(new Blob(['png'], { type: 'image/png' })));
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(
    toBlob as unknown as HTMLCanvasElement['toBlob'],
  );
  saved = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, at: Date.now() });
  });
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:slide'), revokeObjectURL: vi.fn() });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Share to Instagram', () => {
  it('alerts when the story has not loaded yet', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    render(<CarouselSharePanel title="" parts={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create carousel slides' }));
    expect(alert).toHaveBeenCalledWith(noStoryAlert());
    expect(noStoryAlert()).toBe('No story data available. Please wait for the story to load!');
    expect(HTMLCanvasElement.prototype.getContext).not.toHaveBeenCalled();
  });

  it('draws the slides, downloads them one second apart and explains how to post them', async () => {
    vi.useFakeTimers({ now: 0 });
    render(<CarouselSharePanel title={TITLE} parts={parts(3)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create carousel slides' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(saved).toEqual([{ name: 'Mia___the_Moon_Boat_slide_01_of_3.png', at: 0 }]);
    expect(screen.getByText('Saving slide 1 of 3')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(saved).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(saved).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(saved).toEqual([
      { name: 'Mia___the_Moon_Boat_slide_01_of_3.png', at: 0 },
      { name: 'Mia___the_Moon_Boat_slide_02_of_3.png', at: 1000 },
      { name: 'Mia___the_Moon_Boat_slide_03_of_3.png', at: 2000 },
    ]);

    expect(toBlob).toHaveBeenCalledTimes(3);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png', 0.9);
    // The title on the first slide, the story text, the footer marker.
    expect(ctx.texts).toContain(TITLE);
    expect(ctx.texts).toContain('Page 2 of the adventure.');
    expect(ctx.texts).toEqual(
      expect.arrayContaining(['1/3 StorySprout', '2/3 StorySprout', '3/3 StorySprout']),
    );
    expect(ctx.texts.filter((text) => text === TITLE)).toHaveLength(1);
    // Legends are only drawn when asked for.
    expect(ctx.texts).not.toContain('Mia on page 1');

    const dialog = screen.getByRole('dialog', { name: 'Carousel Created Successfully!' });
    expect(dialog).toHaveTextContent('Downloaded 3 carousel slides!');
    expect(dialog).toHaveTextContent('Open the Instagram app.');
    expect(dialog).toHaveTextContent('Tap + to create a post.');
    expect(dialog).toHaveTextContent('Select the slide files in order');
    expect(dialog).toHaveTextContent('Add a caption and share!');
    // Desktop: no attempt to open the app.
    expect(screen.queryByRole('link', { name: 'Open Instagram' })).not.toBeInTheDocument();
  });

  it('shows which slide it is making and draws the pictures and, when asked, the legends', async () => {
    const images: Array<{ src: string; onload: (() => void) | null }> = [];
    vi.stubGlobal(
      'Image',
      class {
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        naturalWidth = 1024;
        naturalHeight = 1024;
        set src(value: string) {
          images.push(this as unknown as { src: string; onload: (() => void) | null });
          (this as unknown as { url: string }).url = value;
        }
      },
    );
    render(<CarouselSharePanel title={TITLE} parts={parts(2, true)} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add the picture descriptions to the slides' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create carousel slides' }));

    expect(await screen.findByText('Making slide 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Making slide 1 of 2' })).toBeInTheDocument();
    act(() => images[0]?.onload?.());
    expect(await screen.findByText('Making slide 2 of 2')).toBeInTheDocument();
    act(() => images[1]?.onload?.());

    expect(await screen.findByRole('dialog', { name: 'Carousel Created Successfully!' })).toHaveTextContent(
      'Downloaded 2 carousel slides!',
    );
    expect(ctx.drawImage).toHaveBeenCalledTimes(2);
    expect(ctx.texts).toContain('Mia on page 2');
  });

  it('shows Generation Failed when the slides cannot be drawn', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockImplementation(() => null);
    render(<CarouselSharePanel title={TITLE} parts={parts(3)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create carousel slides' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generation Failed' });
    expect(dialog).toHaveTextContent(
      'Error generating carousel images. Please try again or contact us if the problem persists.',
    );
    expect(saved).toHaveLength(0);
  });

  it('waits for the web fonts before drawing', async () => {
    let fontsLoaded: () => void = () => {};
    const ready = new Promise<void>((resolve) => {
      fontsLoaded = resolve;
    });
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { ready, load: vi.fn(() => ready) },
    });
    try {
      render(<CarouselSharePanel title={TITLE} parts={parts(1)} />);
      fireEvent.click(screen.getByRole('button', { name: 'Create carousel slides' }));
      await act(async () => {});
      expect(HTMLCanvasElement.prototype.getContext).not.toHaveBeenCalled();
      fontsLoaded();
      expect(
        await screen.findByRole('dialog', { name: 'Carousel Created Successfully!' }),
      ).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(document, 'fonts');
    }
  });
});

describe('carousel helpers', () => {
  it('staggers any number of downloads one second apart', async () => {
    vi.useFakeTimers({ now: 0 });
    const save = vi.fn((_blob: Blob, name: string) => saved.push({ name, at: Date.now() }));
    const files = ['a', 'b', 'c', 'd'].map((name) => ({ blob: new Blob([name]), name }));
    const done = vi.fn();
    void downloadStaggered(files, { save }).then(done);
    await vi.advanceTimersByTimeAsync(3000);
    expect(saved.map((file) => file.at)).toEqual([0, 1000, 2000, 3000]);
    expect(done).toHaveBeenCalled();
  });

  it('only tries to open the Instagram app on a phone', () => {
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    expect(isMobileDevice(desktop)).toBe(false);
    expect(isMobileDevice(phone)).toBe(true);
    expect(tryOpenInstagram(desktop)).toBe(false);
  });
});
