/** A FIFO async lock: runs one critical section at a time, in arrival order. */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(critical: () => Promise<T>): Promise<T> {
    const result = this.tail.then(critical);
    // The next waiter starts once this one settles, whether it succeeded or not.
    this.tail = result.catch(() => undefined);
    return result;
  }
}
