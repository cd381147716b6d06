import { startStandaloneHost } from '@site/standalone-host';
import routes from '../app/routes';
import AccountMenu from '../features/account/components/account-menu';
import CartButton from '../features/cart/components/cart-button';
import CartDrawer from '../features/cart/components/cart-drawer';
import CurrencyPicker from '../features/currency/components/currency-picker';

startStandaloneHost({
  module: routes,
  widgets: [CurrencyPicker, AccountMenu, CartButton, CartDrawer],
});
