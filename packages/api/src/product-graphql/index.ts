export {
  createProductGraphqlHost,
  DEFAULT_CURRENCY,
  type ProductGraphqlOptions,
} from './product-graphql-router';
export { productGraphqlArea, type ProductGraphqlArea, type ProductResolve } from './schema';
export type { ProductGraphqlContext } from './context';
export { SESSION_HEADER, SESSION_REMOVED } from './session-header';
