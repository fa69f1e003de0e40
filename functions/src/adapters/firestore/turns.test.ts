import { describe, expect, it } from 'vitest';
import { Turns } from './turns.js';

describe('Turns', () => {
  it('lets takers of one key go one at a time, in order, and other keys at once', async () => {
    const turns = new Turns();
    const order: string[] = [];
    const work = async (key: string, name: string) => {
      const release = await turns.take(key);
      order.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`${name} out`);
      release();
    };
    await Promise.all([work('a', 'a1'), work('a', 'a2'), work('b', 'b1')]);
    expect(order.indexOf('a1 out')).toBeLessThan(order.indexOf('a2 in'));
    expect(order.indexOf('b1 in')).toBeLessThan(order.indexOf('a1 out'));
  });

  it('forgets a key once its last taker releases', async () => {
    const turns = new Turns();
    (await turns.take('a'))();
    const release = await Promise.race([
      turns.take('a'),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 50)),
    ]);
    expect(release).not.toBeNull();
  });
});
