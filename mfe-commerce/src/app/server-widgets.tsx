import type { ServerWidgets } from '@site/contracts/generator';
import type { StaticQueries } from '@site/contracts/page-data';
import AccountMenu from '../features/account/components/account-menu';
import CartButton from '../features/cart/components/cart-button';
import CurrencyPicker from '../features/currency/components/currency-picker';
import ProductCards, { type ProductCardsProps } from '../features/shop/components/product-cards';

function makeWidgets(staticQueries: Partial<StaticQueries>) {
  const built = staticQueries.shopProducts?.nodes ?? [];
  return {
    CartButton,
    AccountMenu,
    CurrencyPicker,
    ProductCards: (props: ProductCardsProps) => <ProductCards {...props} built={built} />,
  };
}

const made = new WeakMap<Partial<StaticQueries>, ReturnType<typeof makeWidgets>>();

/**
 * The exposes the build renders into every area's served HTML (SSR bundle's `widgets`): the header's
 * tools, as a visitor with an empty cart sees them, and the related-product cards from the build's
 * `shopProducts`. One set per build's static queries, so a widget keeps one identity across pages.
 */
export const widgets = ((staticQueries: Partial<StaticQueries>) => {
  let set = made.get(staticQueries);
  if (!set) made.set(staticQueries, (set = makeWidgets(staticQueries)));
  return set;
}) satisfies ServerWidgets;
