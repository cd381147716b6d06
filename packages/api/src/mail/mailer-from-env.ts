import path from 'node:path';
import type { Mailer } from './mailer';
import { DEFAULT_OUTBOX_DIR, OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export interface MailConfig {
  mailer: Mailer;
  /** Set when mail goes to the local outbox and the dev HTTP routes may show it. */
  outbox: OutboxMailer | null;
  outboxHttp: boolean;
}

/**
 * SMTP_URL → nodemailer over SMTP; otherwise `.eml` files in OUTBOX_DIR (default `<repo>/.data/outbox`).
 * The outbox's HTTP routes (a development tool: it shows every reset link) are on only when
 * NODE_ENV=development (`pnpm dev`) or OUTBOX_HTTP=1. MAIL_FROM sets the sender.
 */
export function mailConfigFromEnv(env: NodeJS.ProcessEnv): MailConfig {
  const from = env.MAIL_FROM?.trim() || undefined;
  const smtp = env.SMTP_URL?.trim();
  if (smtp) {
    if (!/^smtps?:\/\//.test(smtp)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
    return { mailer: new SmtpMailer(smtp, from), outbox: null, outboxHttp: false };
  }
  const dir = env.OUTBOX_DIR?.trim() ? path.resolve(env.OUTBOX_DIR.trim()) : DEFAULT_OUTBOX_DIR;
  const outbox = new OutboxMailer(dir, from);
  return {
    mailer: outbox,
    outbox,
    outboxHttp: env.NODE_ENV === 'development' || env.OUTBOX_HTTP === '1',
  };
}
