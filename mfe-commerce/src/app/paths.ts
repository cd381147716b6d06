import { definePaths } from '@site/routing/paths';

/** Every path mfe-commerce owns. Links, routes, the sitemap and the README read this table. */
export const paths = definePaths({
  shop: { path: '/shop', title: 'Shop' },
  shopCategory: { path: '/shop/category/:handle', title: 'Shop category' },
  product: { path: '/shop/products/:handle', title: 'Product' },
  // The cart's checkoutUrl points here (packages/api builds it as /checkout/<token>?key=<key>).
  checkout: { path: '/checkout/:token', title: 'Checkout' },
  orderConfirmation: { path: '/checkout/confirmation/:number', title: 'Order confirmed' },
  account: { path: '/account', title: 'Your account' },
  signup: { path: '/signup', title: 'Sign up' },
  signupSuccess: { path: '/signup/success', title: 'Welcome' },
  login: { path: '/login', title: 'Log in' },
  forgotPassword: { path: '/forgot-password', title: 'Forgot password' },
  resetPassword: { path: '/reset-password', title: 'Reset password' },
  resetSuccess: { path: '/reset-success', title: 'Password reset' },
});
