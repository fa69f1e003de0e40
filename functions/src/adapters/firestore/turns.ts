/**
 * Turns per key within this process: take(key) resolves, with its release, once everyone who
 * took the key before has released it.
 */
export class Turns {
  private readonly tails = new Map<string, Promise<void>>();

  async take(key: string): Promise<() => void> {
    const before = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = before.then(() => mine);
    this.tails.set(key, tail);
    await before;
    return () => {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    };
  }
}
