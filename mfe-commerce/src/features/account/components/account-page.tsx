import { useEffect, useState } from 'react';
import { Link } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import { paths } from '../../../app/paths';
import { storefrontClient, urqlRequest } from '../../../shared/storefront/storefront-client';
import { cleanMessage } from '../../../shared/session/api/customer-api';
import { type AccountOrders, fetchCustomerOrders } from '../api/customer-orders';
import { useSession } from '../../../shared/session/use-session';
import { FormMessage } from './account-field';
import { GivingLinks, OrderList } from './order-list';
import './account.css';

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; orders: AccountOrders }
  | { kind: 'failed'; message: string };

/**
 * The account area (`/account`, client-only data): the signed-in customer's orders from the
 * Storefront API, and links to their giving. A visitor is asked to log in. If the orders cannot be
 * read, the page still shows the giving links and says so.
 */
export default function AccountPage(_props: PageProps) {
  const { actor, customer, status } = useSession();
  const [token, setToken] = useState<string | null>(null);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  useEffect(() => {
    const subscription = actor.subscribe((s) =>
      setToken(s.matches('signedIn') ? s.context.token : null),
    );
    const s = actor.getSnapshot();
    setToken(s.matches('signedIn') ? s.context.token : null);
    return () => subscription.unsubscribe();
  }, [actor]);

  useEffect(() => {
    if (!token) return;
    let live = true;
    setLoad({ kind: 'loading' });
    fetchCustomerOrders(urqlRequest(storefrontClient()), token).then(
      (orders) =>
        live &&
        setLoad(
          orders
            ? { kind: 'ready', orders }
            : { kind: 'failed', message: 'Your session has ended. Please log in again.' },
        ),
      (error: unknown) => live && setLoad({ kind: 'failed', message: cleanMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  if (!customer) {
    return (
      <article className="page account-page">
        <h1>Your account</h1>
        {status === 'busy' ? (
          <p>Loading your account…</p>
        ) : (
          <p>
            <Link to={`${paths.login.href()}?return=${encodeURIComponent(paths.account.href())}`}>
              Log in
            </Link>{' '}
            to see your orders and gifts, or <Link to={paths.signup.href()}>sign up</Link>.
          </p>
        )}
      </article>
    );
  }
  return (
    <article className="page account-page">
      <h1>Your account</h1>
      <p>Signed in as {customer.firstName ?? customer.email}.</p>
      <section aria-labelledby="account-orders-title">
        <h2 id="account-orders-title">Your orders</h2>
        {load.kind === 'loading' && <p>Loading your orders…</p>}
        {load.kind === 'failed' && <FormMessage kind="error">{load.message}</FormMessage>}
        {load.kind === 'ready' && <OrderList {...load.orders} />}
      </section>
      <section aria-labelledby="account-giving-title">
        <h2 id="account-giving-title">Your giving</h2>
        <GivingLinks />
      </section>
    </article>
  );
}
