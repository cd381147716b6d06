/** One e-mail, plain text with an optional HTML alternative. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message, e.g. a booking's calendar entry (text/calendar). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Where the API's e-mail goes: SMTP in production, a local outbox in development and tests. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const DEFAULT_FROM = 'Shop <no-reply@localhost>';
