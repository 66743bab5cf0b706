import { describe, expect, it } from '@jest/globals';
import { HashQueue } from './hash-queue';

/** Work that ends when `finish()` is called, recording when it started. */
function held(order: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => (order.push(name), done), finish: () => finish() };
}

describe('the hashing queue', () => {
  it('serves waiting addresses in turn: one hash elsewhere waits for one of a class, not the whole class', async () => {
    const queue = new HashQueue(1, 64);
    const order: string[] = [];
    const jobs = ['school-1', 'school-2', 'school-3', 'school-4'].map((n) => held(order, n));
    const runs = jobs.map((j) => queue.run('10.0.0.1', j.work));
    const home = held(order, 'home');
    const runHome = queue.run('10.9.9.9', home.work);
    jobs[0].finish();
    await runs[0];
    home.finish();
    await runHome;
    for (const j of jobs.slice(1)) j.finish();
    await Promise.all(runs);
    expect(order).toEqual(['school-1', 'home', 'school-2', 'school-3', 'school-4']);
  });

  it('refuses an address that has more than its share queued, with 429', async () => {
    const queue = new HashQueue(1, 2);
    const order: string[] = [];
    const first = held(order, 'a');
    const running = queue.run('10.0.0.1', first.work);
    const queued = queue.run('10.0.0.1', async () => undefined);
    await expect(queue.run('10.0.0.1', async () => undefined)).rejects.toMatchObject({ status: 429 });
    first.finish();
    await Promise.all([running, queued]);
  });
});
