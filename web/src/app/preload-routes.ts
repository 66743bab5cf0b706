import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

type Preloadable = { preload?: () => Promise<void> };

/** The chunk loaders of the lazy screens somewhere in a route's element (inside RequireAuth and the like). */
function preloadsIn(node: ReactNode, found: Array<() => Promise<void>> = []) {
  Children.forEach(node, (child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return;
    const preload = (child.type as Preloadable).preload;
    if (typeof preload === 'function') found.push(preload);
    preloadsIn(child.props.children, found);
  });
  return found;
}

/**
 * Gives each route with lazy screens a loader that fetches their chunks, so the router changes the URL
 * only once the next screen can render: no blank flash, and a page that shows the new address shows
 * its screen. Routes without lazy screens (the landing page) keep no loader and render at once. On a
 * first visit to such a route the layout (header) paints at once, with `fallback` where the screen goes.
 */
export function withPreloading(routes: RouteObject[], fallback: ReactElement): RouteObject[] {
  return routes.map((route) => {
    const preloads = preloadsIn(route.element);
    const children = route.children && withPreloading(route.children, fallback);
    if (preloads.length === 0 || route.loader) return { ...route, children } as RouteObject;
    return {
      ...route,
      children,
      hydrateFallbackElement: fallback,
      loader: async () => {
        await Promise.all(preloads.map((preload) => preload()));
        return null;
      },
    } as RouteObject;
  });
}
