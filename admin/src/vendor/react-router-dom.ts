/**
 * react-router-dom for the console's bundle (vite.config.ts aliases the package here). It is the real package but
 * for its data router: react-admin imports createHashRouter and RouterProvider for the router it makes when it is
 * not inside one, and that import alone keeps react-router's whole data-router code (about 18 kB gzip) in the
 * first download. The console always runs inside its own BrowserRouter (app.tsx), so react-admin never makes one.
 */
export * from 'react-router';

const noDataRouter = () => {
  throw new Error('The console runs inside its BrowserRouter; react-admin must not create a data router.');
};
export const createHashRouter = noDataRouter;
export const RouterProvider = noDataRouter;
