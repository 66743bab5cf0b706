import { bankStatsResponse, siteResponse } from '@lebe/domain';
import { api } from '../../../lib/api-client';

/** GET /api/questions/stats: the live figures of the question bank per language and level (public). */
export const getBankStats = () => api.get(bankStatsResponse, '/api/questions/stats', { auth: false });

/** GET /api/site: public facts of the site (the contact e-mail). */
export const getSite = () => api.get(siteResponse, '/api/site', { auth: false });
