import { expect } from '@playwright/test';
import { freshEmail, siteClient } from './client';

// Real targets for the fuzzers: refused input aimed at an account or cart that exists must leave
// that account or cart exactly as it was, so each fuzz file makes its own with valid requests.

const CREATE = `mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } customerUserErrors { code message } } }`;
const LOGIN = `mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } customerUserErrors { code } } }`;
const VARIANTS = `{ products(first: 10) { nodes { variants(first: 3) { nodes { id quantityAvailable } } } } }`;
const CART = `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id checkoutUrl lines(first: 5) { nodes { id } } } userErrors { code message } } }`;

export interface VictimCustomer {
  /** The row id in `customers` (the gid's last part). */
  rowId: string;
  gid: string;
  email: string;
  password: string;
  accessToken: string;
}

export interface VictimCart {
  /** `gid://shopify/Cart/<token>?key=<key>`: the id that may change the cart. */
  id: string;
  token: string;
  key: string;
  lineId: string;
  variantId: string;
  /** A variant in stock that is not in the cart. */
  otherVariantId: string;
}

export async function createVictimCustomer(label: string): Promise<VictimCustomer> {
  const client = siteClient();
  const email = freshEmail(`fuzz-victim-${label}`);
  const password = 'fuzz victim pass 7';
  const created = await client.storefront(CREATE, {
    input: { email, password, firstName: 'Fuzz', lastName: 'Victim' },
  });
  const gid = created.json<{ data: { customerCreate: { customer: { id: string } | null } } }>().data
    .customerCreate.customer?.id;
  expect(gid, created.text).toBeTruthy();
  const login = await client.storefront(LOGIN, { input: { email, password } });
  const accessToken = login.json<{
    data: { customerAccessTokenCreate: { customerAccessToken: { accessToken: string } | null } };
  }>().data.customerAccessTokenCreate.customerAccessToken?.accessToken;
  expect(accessToken, login.text).toBeTruthy();
  return { rowId: gid!.split('/').pop()!, gid: gid!, email, password, accessToken: accessToken! };
}

/** Variants with enough stock for a line of one, first the cart's and then another. */
async function variantsInStock(): Promise<string[]> {
  const answer = await siteClient().storefront(VARIANTS);
  type Shape = {
    data: {
      products: {
        nodes: { variants: { nodes: { id: string; quantityAvailable: number | null }[] } }[];
      };
    };
  };
  const ids = answer
    .json<Shape>()
    .data.products.nodes.flatMap((p) => p.variants.nodes)
    .filter((v) => (v.quantityAvailable ?? 0) > 5)
    .map((v) => v.id);
  expect(ids.length, answer.text).toBeGreaterThan(1);
  return ids;
}

export async function createVictimCart(label: string): Promise<VictimCart> {
  const [variantId, otherVariantId] = await variantsInStock();
  const answer = await siteClient().storefront(CART, {
    input: {
      lines: [{ merchandiseId: variantId, quantity: 1 }],
      buyerIdentity: { countryCode: 'GB', email: freshEmail(`fuzz-victim-${label}`) },
    },
  });
  type Shape = {
    data: {
      cartCreate: {
        cart: { id: string; checkoutUrl: string; lines: { nodes: { id: string }[] } } | null;
      };
    };
  };
  const cart = answer.json<Shape>().data.cartCreate.cart;
  expect(cart, answer.text).toBeTruthy();
  const match = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9_-]+)\?key=([0-9a-f]{32})$/.exec(cart!.id);
  expect(match, cart!.id).toBeTruthy();
  return {
    id: cart!.id,
    token: match![1]!,
    key: match![2]!,
    lineId: cart!.lines.nodes[0]!.id,
    variantId: variantId!,
    otherVariantId: otherVariantId!,
  };
}

/** The same cart id with another (well-formed) key: the cart exists, the caller does not own it. */
export function wrongKeyId(cart: VictimCart, key: string): string {
  return `gid://shopify/Cart/${cart.token}?key=${key === cart.key ? key.replace(/^./, (c) => (c === '0' ? '1' : '0')) : key}`;
}
