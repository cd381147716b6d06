import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_FROM, type MailMessage, type Mailer } from './mailer';

/** `<repo>/.data/outbox`, found from this file so it does not depend on the working directory. */
export const DEFAULT_OUTBOX_DIR = path.resolve(__dirname, '../../../../.data/outbox');

const ID = /^[0-9]{13}-[0-9a-f]{8}$/;

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  date: string;
}

export interface OutboxMessage extends OutboxEntry {
  text: string;
  raw: string;
}

// Header values are single-line; anything that could start a new header is flattened.
const header = (value: string) => value.replace(/[\r\n]+/g, ' ');

function toEml(message: MailMessage, from: string, date: Date): string {
  const head = [
    `From: ${header(from)}`,
    `To: ${header(message.to)}`,
    `Subject: ${header(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0',
  ];
  const attachments = message.attachments ?? [];
  if (attachments.length === 0)
    return [
      ...head,
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      message.text,
    ].join('\r\n');
  // multipart/mixed: the text first, then each file base64-encoded (RFC 2046).
  const boundary = `part-${randomBytes(12).toString('hex')}`;
  const lines = [
    ...head,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.text,
  ];
  for (const file of attachments) {
    const name = header(file.filename).replace(/"/g, '');
    lines.push(
      `--${boundary}`,
      `Content-Type: ${header(file.contentType)}; name="${name}"`,
      `Content-Disposition: attachment; filename="${name}"`,
      'Content-Transfer-Encoding: base64',
      '',
    );
    lines.push(
      ...(Buffer.from(file.content, 'utf8')
        .toString('base64')
        .match(/.{1,76}/g) ?? []),
    );
  }
  lines.push(`--${boundary}--`, '');
  return lines.join('\r\n');
}

function parseEml(id: string, raw: string): OutboxMessage {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const get = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
  const date = new Date(get('Date'));
  return {
    id,
    to: get('To'),
    subject: get('Subject'),
    date: Number.isNaN(date.getTime()) ? '' : date.toISOString(),
    text: split < 0 ? '' : raw.slice(split + 4),
    raw,
  };
}

/** Writes each message as `<dir>/<time>-<random>.eml`, readable by any mail client or the dev route. */
export class OutboxMailer implements Mailer {
  constructor(
    readonly dir: string,
    private readonly from: string = DEFAULT_FROM,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const now = new Date();
    await fs.mkdir(this.dir, { recursive: true });
    const id = `${now.getTime()}-${randomBytes(4).toString('hex')}`;
    const file = path.join(this.dir, `${id}.eml`);
    // Written under a temporary name first so a reader never sees half a message.
    await fs.writeFile(`${file}.tmp`, toEml(message, this.from, now), 'utf8');
    await fs.rename(`${file}.tmp`, file);
  }

  /** Newest first. */
  async list(): Promise<OutboxEntry[]> {
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch {
      return [];
    }
    const ids = names
      .filter((n) => n.endsWith('.eml'))
      .map((n) => n.slice(0, -4))
      .filter((id) => ID.test(id));
    const messages = await Promise.all(ids.map((id) => this.read(id)));
    return messages
      .filter((m): m is OutboxMessage => m !== null)
      .map(({ id, to, subject, date }) => ({ id, to, subject, date }))
      .sort((a, b) => b.id.localeCompare(a.id));
  }

  /** null for an unknown or malformed id (ids never reach the file system unchecked). */
  async read(id: string): Promise<OutboxMessage | null> {
    if (!ID.test(id)) return null;
    try {
      return parseEml(id, await fs.readFile(path.join(this.dir, `${id}.eml`), 'utf8'));
    } catch {
      return null;
    }
  }
}
