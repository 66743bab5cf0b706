import { use, type ReactNode } from 'react';

type Screen<P> = (props: P) => ReactNode;
type PropsOf<C> = C extends (props: infer P extends object) => ReactNode ? P : object;

export interface LazyScreen<P> extends Screen<P> {
  /** Loads the screen's chunk; the router calls it before it commits a navigation (app/preload-routes). */
  preload(): Promise<void>;
}

/**
 * A screen whose code is its own chunk, loaded on first use, so the landing page downloads only what it
 * shows (issue 8, performance). Unlike React.lazy it renders at once when the chunk is already there,
 * so a route that preloaded it never flashes the loading fallback.
 */
export function lazyScreen<M, K extends keyof M, P extends object = PropsOf<M[K]>>(
  load: () => Promise<M>,
  name: K,
): LazyScreen<P> {
  let Loaded: Screen<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        Loaded = module[name] as Screen<P>;
      },
      (error: unknown) => {
        pending = undefined; // a failed chunk download may be retried
        throw error;
      },
    ));
  function LazyLoaded(props: P) {
    if (!Loaded) use(preload());
    return Loaded ? <Loaded {...props} /> : null;
  }
  return Object.assign(LazyLoaded, { preload });
}
