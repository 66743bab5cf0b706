import { route, type AnyRoute } from '../../platform/http/route';

/** Public facts for the static pages: the contact e-mail. */
export const siteRoutes: AnyRoute[] = [
  route({
    method: 'get',
    path: '/api/site',
    access: 'public',
    handler: async ({ deps }) => ({ contactEmail: deps.config.CONTACT_EMAIL }),
  }),
];
