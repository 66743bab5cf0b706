import { log } from '../observability/logger';

/** One e-mail to one person, in plain text. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Where the product's e-mail goes (password resets). The port lets the product work without a mail
 * server: unless SMTP_URL is set, a message is written to the log, where whoever runs the server reads it.
 */
export interface Mailer {
  readonly transport: 'log' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

/** The default: each message is a log line (level info, message "mail") holding its recipient, subject and text. */
export const logMailer: Mailer = {
  transport: 'log',
  async send(message) {
    log.info('mail', { ...message });
  },
};

/** A real SMTP transport (nodemailer) from a URL such as smtps://user:pass@smtp.example.com:465. */
export async function smtpMailer(url: string, from: string): Promise<Mailer> {
  const { createTransport } = await import('nodemailer');
  const transport = createTransport(url);
  return {
    transport: 'smtp',
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}

/** The mailer the configuration names: SMTP when SMTP_URL is set, else the log. */
export function openMailer(config: { SMTP_URL?: string; MAIL_FROM: string }): Promise<Mailer> {
  return config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : Promise.resolve(logMailer);
}

/** The mailer of these dependencies, opened once at the first message (a test may set its own before). */
export async function mailerOf(deps: { mailer?: Mailer; config: { SMTP_URL?: string; MAIL_FROM: string } }) {
  deps.mailer ??= await openMailer(deps.config);
  return deps.mailer;
}
