import type { EventStore, ReadStore, SecretStore } from '@lebe/store';
import type { Freshness } from '@lebe/projectors/runtime';
import type { Auth } from './auth/authenticate';
import type { Limits } from './auth/limits';
import type { JobQueue } from './jobs/jobs';
import type { Mailer } from './mail/mailer';
import type { ApiConfig } from './config';
import type { OwnWrites } from './commands/own-writes';

/** Everything a route needs, built once at start (see runtime.ts) and handed to every route. */
export interface AppDeps {
  config: ApiConfig;
  events: EventStore;
  read: ReadStore;
  /** Credentials: kept out of the event log and out of the disposable read models. */
  secrets: SecretStore;
  freshness: Freshness;
  /** Each user's last write, which their next request waits for (read-your-writes at the read). */
  ownWrites?: OwnWrites;
  auth: Auth;
  limits: Limits;
  jobs: JobQueue;
  /** E-mail (password resets): SMTP when configured, else the log; opened at the first message (mailerOf). */
  mailer?: Mailer;
  /** Set when the server is stopping: readiness turns false while requests under way finish. */
  health: { stopping: boolean };
}
