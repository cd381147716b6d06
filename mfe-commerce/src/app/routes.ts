import type { PageModule, RemoteRoute, RemoteRoutesModule } from '@site/contracts/remote';
import { routeInfo } from './route-info';

// Every page is its own lazy chunk.
const scaffold = (): Promise<PageModule> => import('../features/scaffold/components/scaffold-page');
const pages: Record<string, () => Promise<PageModule>> = {
  'commerce.shop': () => import('../features/shop/components/shop-page'),
  'commerce.shopCategory': () => import('../features/shop/components/category-page'),
  'commerce.product': () => import('../features/shop/components/product-page'),
  'commerce.checkout': () => import('../features/checkout/components/checkout-page'),
  'commerce.orderConfirmation': () => import('../features/checkout/components/confirmation-page'),
  'commerce.signup': () => import('../features/account/components/signup-page'),
  'commerce.signupSuccess': () => import('../features/account/components/signup-success-page'),
  'commerce.login': () => import('../features/account/components/login-page'),
  'commerce.forgotPassword': () => import('../features/account/components/forgot-password-page'),
  'commerce.resetPassword': () => import('../features/account/components/reset-password-page'),
  'commerce.resetSuccess': () => import('../features/account/components/reset-success-page'),
};

const routes: RemoteRoute[] = routeInfo.map((info) => ({ ...info, load: pages[info.id] ?? scaffold }));

const module: RemoteRoutesModule = { area: 'commerce', routes };
export default module;
