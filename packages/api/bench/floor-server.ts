/**
 * The machine's floor for the add-line benchmark: the least a server can do for the same request —
 * Node's http, JSON in and out, one synchronous better-sqlite3 transaction (touch the cart, read stock,
 * upsert the line, read the cart's lines with their variants) — and nothing else: no Express, no
 * GraphQL, no validation, no query builder. `add-line.ts` drives it exactly as it drives the API, so
 * the two figures side by side say how much of the latency is the machine and how much is ours.
 * Listens on a free loopback port and prints `listening on http://127.0.0.1:<port>/api`.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

/** The variant ids the benchmark adds (from add-line.ts). */
const VARIANTS = (process.env.BENCH_VARIANTS ?? '').split(',').map(Number).filter(Number.isInteger);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-floor-'));
const db = new BetterSqlite3(path.join(dir, 'floor.sqlite'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec(`
  create table carts (token text primary key, country text not null, updated_at text not null);
  create table variants (id integer primary key, title text, price integer, product_title text, handle text, image text, stock integer);
  create table lines (id text primary key, cart_token text not null, variant_id integer not null, quantity integer not null,
    position integer not null, unique (cart_token, variant_id));
`);
const insertVariant = db.prepare('insert into variants values (?, ?, ?, ?, ?, ?, ?)');
for (const [i, id] of VARIANTS.entries())
  insertVariant.run(
    id,
    `Variant ${i}`,
    1000 + i,
    `Product ${i}`,
    `product-${i}`,
    `image-${i}.jpg`,
    1_000_000,
  );

const touch = db.prepare('update carts set updated_at = ? where token = ? returning country');
const createCart = db.prepare('insert into carts values (?, ?, ?)');
const stock = db.prepare('select stock from variants where id = ?');
const upsert = db.prepare(
  'insert into lines values (?, ?, ?, 1, ?) on conflict (cart_token, variant_id) do update set quantity = quantity + 1',
);
const lines = db.prepare(
  'select l.id, l.quantity, v.id as variant, v.title, v.price, v.product_title, v.handle, v.image from lines l join variants v on v.id = l.variant_id where l.cart_token = ? order by l.position',
);
type LineRow = {
  id: string;
  quantity: number;
  variant: number;
  title: string;
  price: number;
  product_title: string;
  handle: string;
  image: string;
};
const add = db.transaction((token: string, variant: number) => {
  if (!touch.get(new Date().toISOString(), token)) throw new Error('no such cart');
  if (!stock.get(variant)) throw new Error('no such variant');
  upsert.run(`${token}-${variant}`, token, variant, variant);
  return lines.all(token) as LineRow[];
});

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const { variables } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      variables: { cartId?: string; id?: string; lines?: { merchandiseId: string }[] };
    };
    let token: string;
    let rows: LineRow[] = [];
    if (variables.cartId) {
      token = variables.cartId;
      rows = add(token, Number(variables.lines?.[0]?.merchandiseId.split('/').pop()));
    } else if (variables.id) {
      token = variables.id;
      rows = lines.all(token) as LineRow[];
    } else {
      token = `cart-${Math.random().toString(36).slice(2)}`;
      createCart.run(token, 'GB', new Date().toISOString());
    }
    const cart = {
      id: token,
      totalQuantity: rows.reduce((n, r) => n + r.quantity, 0),
      lines: {
        edges: rows.map((r) => ({
          node: {
            id: r.id,
            quantity: r.quantity,
            merchandise: {
              id: `gid://shopify/ProductVariant/${r.variant}`,
              title: r.title,
              price: { amount: (r.price / 100).toFixed(2), currencyCode: 'GBP' },
              image: { url: `http://127.0.0.1/images/${r.image}`, altText: '' },
              product: { title: r.product_title, handle: r.handle },
            },
          },
        })),
      },
    };
    const body = JSON.stringify({
      data: { cartCreate: { cart, userErrors: [] }, cartLinesAdd: { cart, userErrors: [] }, cart },
    });
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(
    `listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`,
  );
});
const stop = () => {
  server.close();
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
