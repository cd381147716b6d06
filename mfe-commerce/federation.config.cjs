// What mfe-commerce offers the shell. Its only public surface.
module.exports = {
  name: 'commerce',
  exposes: {
    './routes': './src/app/routes.ts',
    './CartButton': './src/features/cart/components/cart-button.tsx',
    './CartDrawer': './src/features/cart/components/cart-drawer.tsx',
    './AccountMenu': './src/features/account/components/account-menu.tsx',
    './CurrencyPicker': './src/features/currency/components/currency-picker.tsx',
    './ProductCards': './src/features/shop/components/product-cards.tsx',
  },
};
