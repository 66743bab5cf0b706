import type { EventStore, ReadStore } from '@lebe/store';
import type { Freshness } from './projections/freshness';
import type { Auth } from './auth/authenticate';
import type { RateLimiter } from './auth/rate-limit';
import type { ApiConfig } from './config';

/** Everything a route needs, built once at start (see runtime.ts) and handed to every route. */
export interface AppDeps {
  config: ApiConfig;
  events: EventStore;
  read: ReadStore;
  /** Credentials: kept out of the event log and out of the disposable read models. */
  secrets: ReadStore;
  freshness: Freshness;
  auth: Auth;
  loginLimits: { byEmail: RateLimiter; byAddress: RateLimiter };
}
