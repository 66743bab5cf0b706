import { defineFeature } from '../../platform/feature';
import { siteRoutes } from './routes';

/** Public facts the static pages show: the contact address and the live figures of the bank. */
export const site = defineFeature({ name: 'site', routes: siteRoutes });
