import type { Mailer, MailMessage } from '../mail/mailer';

/** A mailer that keeps every message it is given, in order, for a test to read. */
export function recordingMailer(): { mails: MailMessage[]; mailer: Mailer } {
  const mails: MailMessage[] = [];
  return { mails, mailer: { send: async (m) => void mails.push(m) } };
}
