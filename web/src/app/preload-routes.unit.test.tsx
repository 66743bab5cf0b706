import { describe, expect, it } from '@jest/globals';
import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../shared/lazy-screen';
import { withPreloading } from './preload-routes';

function Wrapper({ children }: { children: React.ReactNode }) {
  return <>{children}</>;
}
const Eager = () => <p>eager</p>;

describe('withPreloading', () => {
  it('gives a route a loader that fetches the lazy screens inside its element, once', async () => {
    let loads = 0;
    const Lazy = lazyScreen(async () => {
      loads++;
      return { Screen: ({ label }: { label: string }) => <p>{label}</p> };
    }, 'Screen');
    const fallback = <p>Loading...</p>;
    const [lazyRoute, eagerRoute] = withPreloading(
      [
        {
          path: '/lazy',
          element: (
            <Wrapper>
              <Lazy label="x" />
            </Wrapper>
          ),
        },
        { path: '/', element: <Eager /> },
      ],
      fallback,
    ) as [RouteObject, RouteObject];

    expect(eagerRoute.loader).toBeUndefined();
    expect(lazyRoute.hydrateFallbackElement).toBe(fallback);
    const loader = lazyRoute.loader as () => Promise<unknown>;
    await loader();
    await loader();
    expect(loads).toBe(1);
  });

  it('lets a failed chunk download be retried', async () => {
    let attempts = 0;
    const Lazy = lazyScreen(async () => {
      attempts++;
      if (attempts === 1) throw new Error('network');
      return { Screen: () => <p>ok</p> };
    }, 'Screen');
    await expect(Lazy.preload()).rejects.toThrow('network');
    await expect(Lazy.preload()).resolves.toBeUndefined();
    expect(attempts).toBe(2);
  });
});
