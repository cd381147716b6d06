import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { ContactMessage } from './contact-input';

export interface StoredContact extends ContactMessage {
  id: string;
  createdAt: string;
}

/** `CONTACT_DB`, else `.data/contact.sqlite` at the repository root (beside the API's own database). */
export function defaultContactDbPath(): string {
  return path.resolve(
    process.env.CONTACT_DB ?? path.join(__dirname, '../../../../.data/contact.sqlite'),
  );
}

export function openContactDb(file = defaultContactDbPath()): BetterSqlite3.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  return db;
}

/** Messages and sign-ups, one row each. The table is created on first use. */
export class ContactStore {
  private readonly insert: BetterSqlite3.Statement;
  private readonly recent: BetterSqlite3.Statement;

  constructor(private readonly db: BetterSqlite3.Database) {
    db.exec(`CREATE TABLE IF NOT EXISTS contact_messages (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('message', 'subscribe')),
      name TEXT, email TEXT NOT NULL, subject TEXT, message TEXT,
      created_at TEXT NOT NULL
    )`);
    this.insert = db.prepare(
      'INSERT INTO contact_messages (id, kind, name, email, subject, message, created_at) VALUES (@id, @kind, @name, @email, @subject, @message, @createdAt)',
    );
    this.recent = db.prepare(
      'SELECT id, kind, name, email, subject, message, created_at AS createdAt FROM contact_messages ORDER BY created_at DESC, rowid DESC LIMIT ?',
    );
  }

  save(message: ContactMessage, now = new Date()): StoredContact {
    const row: StoredContact = { ...message, id: randomUUID(), createdAt: now.toISOString() };
    this.insert.run(row);
    return row;
  }

  latest(limit = 20): StoredContact[] {
    return this.recent.all(limit) as StoredContact[];
  }
}
