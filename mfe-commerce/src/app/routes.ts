import { type PageModule, routesModule } from '@site/contracts/remote';
import { routeInfo } from './route-info';

// Every page is its own lazy chunk.
const pages: Record<string, () => Promise<PageModule>> = {
  'commerce.shop': () => import('../features/shop/components/shop-page'),
  'commerce.shopCategory': () => import('../features/shop/components/category-page'),
  'commerce.product': () => import('../features/shop/components/product-page'),
  'commerce.checkout': () => import('../features/checkout/components/checkout-page'),
  'commerce.orderConfirmation': () => import('../features/checkout/components/confirmation-page'),
  'commerce.account': () => import('../features/account/components/account-page'),
  'commerce.signup': () => import('../features/account/components/signup-page'),
  'commerce.signupSuccess': () => import('../features/account/components/signup-success-page'),
  'commerce.login': () => import('../features/account/components/login-page'),
  'commerce.forgotPassword': () => import('../features/account/components/forgot-password-page'),
  'commerce.resetPassword': () => import('../features/account/components/reset-password-page'),
  'commerce.resetSuccess': () => import('../features/account/components/reset-success-page'),
};

// A route without its page (or a page without its route) fails the build.
export default routesModule('commerce', routeInfo, pages);
