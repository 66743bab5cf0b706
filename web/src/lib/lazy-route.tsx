import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Loader } from '../components/ui/loader';

/**
 * A route whose screen is its own chunk, loaded when the route is first opened (the router fetches it before
 * it changes the page, so a link never flashes a blank screen). On a first visit the layout paints at once,
 * with the loading spinner where the screen goes.
 */
export function lazyRoute<M>(path: string, load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject {
  return {
    path,
    hydrateFallbackElement: <Loader />,
    lazy: async () => ({ Component: pick(await load()) }),
  };
}
