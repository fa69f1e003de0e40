import type { PictureWait } from '../../api/bookImages';
import { ApiError } from '../../lib/api';
import { i18n } from '../../i18n';

/**
 * Fetches one image: the PNG, or null while it is not drawn yet (404), telling `onWait` where
 * the book's pictures are in the drawing line when the answer says (issue 46).
 */
export type ImageFetcher = (imageId: string, onWait?: (wait: PictureWait) => void) => Promise<Blob | null>;

/** Rounds over the book's pages: about 3 s at first, backing off to 30 s (spec §4: 30 s retry). */
export const PAGE_RETRY_DELAYS_MS = [3_000, 5_000, 10_000, 20_000, 30_000];
/** A redone image still being drawn: asked for again after ~3 s, backing off to 10 s. */
export const REDO_POLL_DELAYS_MS = [3_000, 3_000, 3_000, 5_000, 5_000, 5_000, 10_000];
/** Spec §4 (Enhanced editor): after an error other than 'not ready' the image is tried again in 5 s. */
export const IMAGE_ERROR_RETRY_MS = 5_000;

const delayAt = (delays: number[], round: number) => delays[Math.min(round, delays.length - 1)] ?? 30_000;

type Snapshot = Readonly<Record<string, string>>;

/** The server's words for a picture the engine gave up on (422): the person can redo the page. */
/** Read in the page's language when shown. */
export const imageFailedMessage = () => i18n._('editor.imageFailed');

/**
 * The pictures of one editing session as object URLs, keyed by image id. Originals are loaded
 * slot by slot (one request at a time, round after round until all are there); a redone image is
 * polled on its own until it is drawn. `dispose` stops everything and revokes the URLs; the store
 * can be used again afterwards (React's development double mount does exactly that).
 */
export class ImageStore {
  private snapshot: Snapshot = {};
  /** Pictures the engine gave up on, with the words to show instead (asked for no more). */
  private failures: Snapshot = {};
  /** The latest 'how long' a not-ready answer gave; null once every wanted picture is here. */
  private wait: PictureWait | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly wanted = new Set<string>();
  private generation = 0;

  constructor(private readonly fetchImage: ImageFetcher) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = (): Snapshot => this.snapshot;

  getFailures = (): Snapshot => this.failures;

  getWait = (): PictureWait | null => this.wait;

  has(imageId: string): boolean {
    return imageId in this.snapshot;
  }

  /** Loads these images one at a time; the missing ones are tried again in later rounds. */
  loadInOrder(imageIds: string[]): void {
    const generation = this.generation;
    const ids = imageIds.filter((id) => !this.has(id) && !this.wanted.has(id));
    for (const id of ids) this.wanted.add(id);
    let round = 0;
    const run = async () => {
      let failed = false;
      for (const id of ids) {
        if (generation !== this.generation) return;
        if (this.has(id) || id in this.failures) continue;
        const outcome = await this.tryOnce(id, generation);
        if (outcome === 'error') failed = true;
      }
      if (generation !== this.generation) return;
      if (ids.every((id) => this.has(id) || id in this.failures)) return;
      const delay = failed ? IMAGE_ERROR_RETRY_MS : delayAt(PAGE_RETRY_DELAYS_MS, round);
      round += 1;
      this.later(() => void run(), delay);
    };
    if (ids.length > 0) void run();
  }

  /** Polls one image until it is drawn; resolves true when it is there (never, once the store is disposed). */
  poll(imageId: string): Promise<boolean> {
    const generation = this.generation;
    return new Promise((resolve) => {
      if (this.has(imageId)) {
        resolve(true);
        return;
      }
      this.wanted.add(imageId);
      let round = 0;
      const attempt = async () => {
        if (generation !== this.generation) return resolve(false);
        if (this.has(imageId)) return resolve(true);
        const outcome = await this.tryOnce(imageId, generation);
        if (generation !== this.generation) return resolve(false);
        if (outcome === 'ready') return resolve(true);
        if (outcome === 'failed') return resolve(false);
        const delay = outcome === 'error' ? IMAGE_ERROR_RETRY_MS : delayAt(REDO_POLL_DELAYS_MS, round);
        round += 1;
        this.later(() => void attempt(), delay);
      };
      void attempt();
    });
  }

  dispose(): void {
    this.generation += 1;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.wanted.clear();
    for (const url of Object.values(this.snapshot)) URL.revokeObjectURL(url);
    this.snapshot = {};
    this.failures = {};
    this.wait = null;
    this.emit();
  }

  private async tryOnce(
    imageId: string,
    generation: number,
  ): Promise<'ready' | 'waiting' | 'error' | 'failed'> {
    try {
      const blob = await this.fetchImage(imageId, (wait) => {
        if (generation !== this.generation) return;
        this.wait = wait;
        this.emit();
      });
      if (!blob) return 'waiting';
      if (generation !== this.generation || this.has(imageId)) return 'ready';
      this.snapshot = { ...this.snapshot, [imageId]: URL.createObjectURL(blob) };
      // Every picture asked for is here: nothing is waiting in the line any more.
      if ([...this.wanted].every((id) => id in this.snapshot || id === imageId || id in this.failures))
        this.wait = null;
      this.emit();
      return 'ready';
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return 'waiting';
      if (error instanceof ApiError && error.status === 422) {
        if (generation === this.generation) {
          this.failures = { ...this.failures, [imageId]: error.message || imageFailedMessage() };
          this.emit();
        }
        return 'failed';
      }
      console.error(`Loading image ${imageId} failed`, error);
      return 'error';
    }
  }

  private later(run: () => void, ms: number) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}
