/** Shopify's Storefront API version the shop speaks (spec §7.4). */
export const STOREFRONT_API_VERSION = '2024-04';

/** The embedded API's public token (packages/api DEFAULT_STOREFRONT_TOKEN); Storefront tokens are public. */
const EMBEDDED_TOKEN = 'dev-storefront-access-token';

export interface StorefrontConfig {
  endpoint: string;
  token: string;
}

/**
 * Where the browser sends Storefront queries. Both values are injected at build time
 * (SHOP_STOREFRONT_ENDPOINT / SHOP_STOREFRONT_TOKEN); unset means the embedded API on the same origin.
 */
export function storefrontConfig(): StorefrontConfig {
  return {
    endpoint: process.env.SHOP_STOREFRONT_ENDPOINT || `/api/${STOREFRONT_API_VERSION}/graphql.json`,
    token: process.env.SHOP_STOREFRONT_TOKEN || EMBEDDED_TOKEN,
  };
}
