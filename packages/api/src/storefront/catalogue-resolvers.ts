import { type FieldNode, GraphQLError, type GraphQLResolveInfo, Kind } from 'graphql';
import { productIdByHandle } from '../catalogue/product-loader';
import { type ProductSortKey, searchProductIds } from '../catalogue/product-search';
import {
  type CollectionView,
  type ImageView,
  plainText,
  type ProductView,
  type VariantView,
} from '../catalogue/views';
import { gid, parseNumericGid } from '../commerce/gid';
import { money } from '../commerce/money';
import { currencyOf } from '../commerce/regions';
import {
  arrayConnection,
  type ConnectionArgs,
  connectionOf,
  cursorOffset,
  pageSize,
} from './connection';
import { contextCountry, type StorefrontContext } from './context';
import type { ResolverMap } from './resolver-map';

type ListArgs = ConnectionArgs & { sortKey?: ProductSortKey | null; query?: string | null };

const STUB_FIELDS = new Set(['id', 'handle', 'title', '__typename']);

const stubOnly = new WeakMap<readonly FieldNode[], boolean>();

/** Whether the selection asks only for what a stub has (remembered per query's field nodes). */
function onlyStubFields(info: GraphQLResolveInfo): boolean {
  let only = stubOnly.get(info.fieldNodes);
  if (only === undefined) {
    only = info.fieldNodes.every((node) =>
      (node.selectionSet?.selections ?? []).every(
        (s) => s.kind === Kind.FIELD && STUB_FIELDS.has(s.name.value),
      ),
    );
    stubOnly.set(info.fieldNodes, only);
  }
  return only;
}

async function loadProduct(ctx: StorefrontContext, v: VariantView): Promise<ProductView> {
  const product = await ctx.productLoader(v.currency).load(v.productId);
  if (!product) throw new GraphQLError('The variant\u2019s product no longer exists.');
  return product;
}

async function productPage(
  ctx: StorefrontContext,
  currency: string,
  args: ListArgs,
  collectionId?: number,
) {
  const { first } = pageSize(args);
  if (first === null || args.before) {
    throw new GraphQLError(
      'Product lists page forwards only: use first/after (and reverse for the other end).',
      {
        extensions: { code: 'BAD_REQUEST' },
      },
    );
  }
  const offset = cursorOffset(args.after) + 1;
  const { ids, hasNext } = await searchProductIds(ctx.db, {
    query: args.query ?? null,
    sortKey: args.sortKey ?? null,
    reverse: args.reverse ?? false,
    ...(collectionId !== undefined ? { collectionId } : {}),
    currency,
    offset,
    limit: first,
  });
  const loader = ctx.productLoader(currency);
  const products = await Promise.all(ids.map((id) => loader.load(id)));
  return connectionOf(
    products.filter((p): p is ProductView => p !== undefined),
    offset,
    offset > 0,
    hasNext,
  );
}

function priceRange(
  variants: VariantView[],
  currency: string,
  pick: (v: VariantView) => number | null,
) {
  const amounts = variants.map(pick).filter((n): n is number => n !== null);
  const min = amounts.length ? Math.min(...amounts) : 0;
  const max = amounts.length ? Math.max(...amounts) : 0;
  return { minVariantPrice: money(min, currency), maxVariantPrice: money(max, currency) };
}

async function collectionBy(
  ctx: StorefrontContext,
  args: { id?: string | null; handle?: string | null },
) {
  let q = ctx.db.selectFrom('collections').selectAll();
  if (args.id) {
    const id = parseNumericGid(args.id, 'Collection');
    if (id === null) return null;
    q = q.where('id', '=', id);
  } else if (args.handle) {
    q = q.where('handle', '=', args.handle);
  } else {
    throw new GraphQLError('Provide an id or a handle.', { extensions: { code: 'BAD_REQUEST' } });
  }
  const row = await q.executeTakeFirst();
  return row ? collectionView(row) : null;
}

function collectionView(row: {
  id: number;
  handle: string;
  title: string;
  description_html: string;
  image_file: string | null;
  updated_at: string;
}): CollectionView {
  return {
    id: row.id,
    handle: row.handle,
    title: row.title,
    descriptionHtml: row.description_html,
    imageFile: row.image_file,
    updatedAt: row.updated_at,
  };
}

function truncate(text: string, at: number | null | undefined): string {
  return at && at > 0 && text.length > at ? `${text.slice(0, at)}…` : text;
}

export const catalogueResolvers: ResolverMap = {
  QueryRoot: {
    product: async (
      _: unknown,
      args: { id?: string | null; handle?: string | null },
      ctx: StorefrontContext,
      info: GraphQLResolveInfo,
    ) => {
      const currency = currencyOf(contextCountry(info));
      let id: number | null = null;
      if (args.id) id = parseNumericGid(args.id, 'Product');
      else if (args.handle) id = await productIdByHandle(ctx.db, args.handle);
      else
        throw new GraphQLError('Provide an id or a handle.', {
          extensions: { code: 'BAD_REQUEST' },
        });
      return id === null ? null : ((await ctx.productLoader(currency).load(id)) ?? null);
    },
    products: (_: unknown, args: ListArgs, ctx: StorefrontContext, info: GraphQLResolveInfo) =>
      productPage(ctx, currencyOf(contextCountry(info)), args),
    collection: (
      _: unknown,
      args: { id?: string | null; handle?: string | null },
      ctx: StorefrontContext,
    ) => collectionBy(ctx, args),
    collections: async (
      _: unknown,
      args: ConnectionArgs & { sortKey?: string | null; query?: string | null },
      ctx: StorefrontContext,
    ) => {
      let q = ctx.db.selectFrom('collections').selectAll();
      if (args.query) q = q.where('title', 'like', `%${args.query.replace(/[%_\\]/g, '')}%`);
      const order =
        args.sortKey === 'TITLE' ? 'title' : args.sortKey === 'UPDATED_AT' ? 'updated_at' : 'id';
      const rows = await q.orderBy(order).execute();
      return arrayConnection(rows.map(collectionView), args);
    },
  },
  Product: {
    id: (p: ProductView) => gid('Product', p.id),
    description: (p: ProductView, args: { truncateAt?: number | null }) =>
      truncate(plainText(p.descriptionHtml), args.truncateAt),
    availableForSale: (p: ProductView) => p.variants.some((v) => v.stock > 0),
    totalInventory: (p: ProductView) => p.variants.reduce((sum, v) => sum + v.stock, 0),
    publishedAt: (p: ProductView) => p.createdAt,
    featuredImage: (p: ProductView) => p.images[0] ?? null,
    images: (p: ProductView, args: ConnectionArgs) => arrayConnection(p.images, args),
    options: (p: ProductView, args: { first?: number | null }) =>
      args.first ? p.options.slice(0, args.first) : p.options,
    variants: (p: ProductView, args: ConnectionArgs) => arrayConnection(p.variants, args),
    variantBySelectedOptions: (
      p: ProductView,
      args: { selectedOptions: { name: string; value: string }[] },
    ) =>
      p.variants.find((v) =>
        args.selectedOptions.every((want) =>
          v.selectedOptions.some((o) => o.name === want.name && o.value === want.value),
        ),
      ) ?? null,
    priceRange: (p: ProductView) => priceRange(p.variants, p.currency, (v) => v.price),
    compareAtPriceRange: (p: ProductView) => priceRange(p.variants, p.currency, (v) => v.compareAt),
  },
  ProductOption: {
    id: (o: { id: number }) => gid('ProductOption', o.id),
  },
  ProductVariant: {
    id: (v: VariantView) => gid('ProductVariant', v.id),
    availableForSale: (v: VariantView) => v.stock > 0,
    currentlyNotInStock: () => false,
    quantityAvailable: (v: VariantView) => v.stock,
    requiresShipping: () => true,
    price: (v: VariantView) => money(v.price, v.currency),
    compareAtPrice: (v: VariantView) =>
      v.compareAt === null ? null : money(v.compareAt, v.currency),
    product: (v: VariantView, _: unknown, ctx: StorefrontContext, info: GraphQLResolveInfo) =>
      // A cart line that only shows the product's name needs no catalogue round trip.
      v.productStub && onlyStubFields(info) ? v.productStub : loadProduct(ctx, v),
  },
  Image: {
    id: (i: ImageView) => gid('ProductImage', i.id),
    url: (i: ImageView, _: unknown, ctx: StorefrontContext) =>
      `${ctx.imageBase}${encodeURIComponent(i.file)}`,
  },
  Collection: {
    id: (c: CollectionView) => gid('Collection', c.id),
    description: (c: CollectionView, args: { truncateAt?: number | null }) =>
      truncate(plainText(c.descriptionHtml), args.truncateAt),
    image: (c: CollectionView): ImageView | null =>
      c.imageFile
        ? { id: c.id, file: c.imageFile, altText: c.title, width: 800, height: 800 }
        : null,
    products: (
      c: CollectionView,
      args: ListArgs,
      ctx: StorefrontContext,
      info: GraphQLResolveInfo,
    ) => productPage(ctx, currencyOf(contextCountry(info)), args, c.id),
  },
};
