// What mfe-commerce offers the shell. Its only public surface.
module.exports = {
  name: 'commerce',
  // Published beside the remote entry: answers "Add to cart" before the app is live (issue 29).
  island: './src/islands/add-to-cart.ts',
  exposes: {
    './routes': './src/app/routes.ts',
    './CartButton': './src/features/cart/components/cart-button.tsx',
    './CartDrawer': './src/features/cart/components/cart-drawer.tsx',
    './AccountMenu': './src/features/account/components/account-menu.tsx',
    './CurrencyPicker': './src/features/currency/components/currency-picker.tsx',
    './ProductCards': './src/features/shop/components/product-cards.tsx',
  },
};
