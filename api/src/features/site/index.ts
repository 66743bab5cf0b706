import type { Feature } from '../../platform/feature';
import { siteRoutes } from './routes';

/** Public facts the static pages show: the contact address. */
export const site: Feature = { name: 'site', routes: [...siteRoutes] };
