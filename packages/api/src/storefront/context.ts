import { getDirectiveValues, type GraphQLResolveInfo, type OperationDefinitionNode } from 'graphql';
import { loadProducts } from '../catalogue/product-loader';
import type { ProductView } from '../catalogue/views';
import type { CartService } from '../cart/cart-service';
import type { CustomerService } from '../customer/customer-service';
import type { Db } from '../db/database';
import { BatchLoader } from './batch-loader';

/** Per-request state handed to every resolver. */
export interface StorefrontContext {
  db: Db;
  carts: CartService;
  /** `<scheme>://<host>` the request came in on (or the configured public URL). */
  origin: string;
  /** Absolute URL prefix of the product images. */
  imageBase: string;
  productLoader(currency: string): BatchLoader<number, ProductView>;
  customers: CustomerService;
  /** The caller's network address, for login rate limits. */
  clientAddress: string;
}

export function createContext(
  db: Db,
  carts: CartService,
  origin: string,
  imageBase: string,
  customers: CustomerService,
  clientAddress: string,
): StorefrontContext {
  const loaders = new Map<string, BatchLoader<number, ProductView>>();
  return {
    db,
    carts,
    origin,
    imageBase,
    customers,
    clientAddress,
    productLoader(currency) {
      let loader = loaders.get(currency);
      if (!loader) {
        loader = new BatchLoader((ids) => loadProducts(db, ids, currency));
        loaders.set(currency, loader);
      }
      return loader;
    },
  };
}

const countries = new WeakMap<OperationDefinitionNode, string | null>();

/** The `country` of the operation's `@inContext` directive, or null when it has none. */
export function contextCountry(info: GraphQLResolveInfo): string | null {
  const cached = countries.get(info.operation);
  if (cached !== undefined) return cached;
  const directive = info.schema.getDirective('inContext');
  const values = directive
    ? getDirectiveValues(directive, info.operation, info.variableValues)
    : undefined;
  const country = typeof values?.country === 'string' ? values.country : null;
  countries.set(info.operation, country);
  return country;
}
