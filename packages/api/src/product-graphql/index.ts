export {
  createProductGraphqlRouter,
  DEFAULT_CURRENCY,
  type ProductGraphqlOptions,
} from './product-graphql-router';
export { SESSION_HEADER, SESSION_REMOVED } from './session-header';
