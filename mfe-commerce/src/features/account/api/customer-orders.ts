import type { StorefrontRequest } from '../../../shared/storefront/storefront-client';

/** Storefront `customer { orders }` in Shopify's shape: newest first, one page. */
export const CUSTOMER_ORDERS = `query CustomerOrders($customerAccessToken: String!, $first: Int!) {
  customer(customerAccessToken: $customerAccessToken) {
    orders(first: $first, reverse: true) {
      edges { node { id name orderNumber processedAt totalPrice { amount currencyCode }
        lineItems(first: 20) { edges { node { title quantity } } } } }
      pageInfo { hasNextPage }
    }
  }
}`;

interface Money {
  amount: string;
  currencyCode: string;
}

export interface CustomerOrdersResult {
  customer: {
    orders: {
      edges: {
        node: {
          id: string;
          name: string;
          orderNumber: number;
          processedAt: string;
          totalPrice: Money;
          lineItems: { edges: { node: { title: string; quantity: number } }[] };
        };
      }[];
      pageInfo: { hasNextPage: boolean };
    };
  } | null;
}

/** An order as the account page shows it. */
export interface AccountOrder {
  id: string;
  name: string;
  number: number;
  /** YYYY-MM-DD. */
  date: string;
  total: Money;
  lines: { title: string; quantity: number }[];
}

export interface AccountOrders {
  orders: AccountOrder[];
  /** More orders than the page shows. */
  more: boolean;
}

export function reshapeOrders(data: CustomerOrdersResult): AccountOrders | null {
  if (!data.customer) return null;
  const { edges, pageInfo } = data.customer.orders;
  return {
    orders: edges.map(({ node }) => ({
      id: node.id,
      name: node.name,
      number: node.orderNumber,
      date: node.processedAt.slice(0, 10),
      total: node.totalPrice,
      lines: node.lineItems.edges.map((e) => e.node),
    })),
    more: pageInfo.hasNextPage,
  };
}

/** The signed-in customer's orders; null when the token no longer reads a customer. */
export async function fetchCustomerOrders(
  request: StorefrontRequest,
  token: string,
  first = 20,
): Promise<AccountOrders | null> {
  return reshapeOrders(
    await request<CustomerOrdersResult>(CUSTOMER_ORDERS, { customerAccessToken: token, first }),
  );
}
