import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Link, useLocation, useNavigate } from '@site/router';
import { appState, readChoice } from '@site/app-state';
import { formatMoney } from '@site/contracts/money';
import type { PageProps } from '@site/contracts/remote';
import { PaymentChallenge } from '@site/ui/forms';
import { paths } from '../../../app/paths';
import { cartActor, startCart } from '../../../shared/cart/cart-runtime';
import {
  CheckoutError,
  completeCheckout,
  confirmationHref,
  fetchCheckout,
} from '../api/checkout-api';
import { amountDue, COUNTRIES } from '../checkout-form';
import { checkoutKey, finishCheckout } from '../checkout-session';
import { linkCartToCustomer } from '../api/link-customer';
import { checkoutMachine, type CompleteInput, type Placed } from '../machines/checkout-machine';
import { getSessionActor } from '../../../shared/session/session-runtime';
import { storefrontClient, urqlRequest } from '../../../shared/storefront/storefront-client';
import { CheckoutFields } from './checkout-fields';
import { OrderSummary } from './order-summary';
import './checkout.css';

/**
 * `/checkout/:token?key=` (client-only): address, card, and one idempotent payment. Tax and currency
 * follow the shipping country, so the summary is re-quoted whenever the country changes, and Pay
 * sends the total it shows: the API charges exactly that, or refuses with the new total (409
 * `total_changed`), which the page then shows for the shopper to confirm with another Pay. A card
 * whose bank asks to confirm (3-D Secure) shows the bank's page in place of the form until it is
 * done. The payment's steps are the checkout machine's (machines/checkout-machine.ts).
 */
export default function CheckoutPage({ params }: PageProps) {
  const token = params.token ?? '';
  const key = new URLSearchParams(useLocation().search).get('key') ?? '';
  // Another cart (or link) is another checkout, with a machine of its own.
  return <Checkout key={`${token}?${key}`} token={token} cartKey={key} />;
}

/**
 * The payment request: a signed-in shopper's order goes on their account first. If the link fails
 * the order is still placed, as a guest's: paying matters more than the account's list.
 */
async function placeOrder({ token, key, request }: CompleteInput): Promise<Placed> {
  const session = getSessionActor().getSnapshot();
  if (session.matches('signedIn') && session.context.token) {
    await linkCartToCustomer(
      urqlRequest(storefrontClient()),
      token,
      key,
      session.context.token,
    ).catch(() => false);
  }
  return completeCheckout(token, key, request);
}

function Checkout({ token, cartKey }: { token: string; cartKey: string }) {
  const navigate = useNavigate();
  const opened = useRef(navigate);
  opened.current = navigate;
  // Made once per checkout: the key (kept in sessionStorage until an order) and the visitor's region
  // are read here, never inside the machine; so is the clock, on each Pay.
  const [logic] = useState(() =>
    checkoutMachine.provide({
      actors: {
        completeCheckout: fromPromise<Placed, CompleteInput>(({ input }) => placeOrder(input)),
      },
      actions: {
        orderPlaced: (_, { order, accessToken }: Placed) => {
          finishCheckout(token, sessionStorage);
          cartActor().send({ type: 'cart.checkedOut' });
          opened.current(
            confirmationHref(
              paths.orderConfirmation.href({ number: String(order.number) }),
              accessToken,
            ),
          );
        },
      },
    }),
  );
  const [input] = useState(() => ({
    token,
    key: cartKey,
    idempotencyKey: checkoutKey(token, sessionStorage),
    // The visitor's chosen region and country (kept across visits), else the looked-up region.
    country: readChoice(globalThis.localStorage)?.country ?? appState.getState().region ?? 'GB',
  }));
  const actor = useActorRef(logic, { input });
  const step = useSelector(actor, (s) =>
    s.matches('loading')
      ? 'loading'
      : s.matches('unavailable')
        ? 'unavailable'
        : s.matches('authenticating')
          ? 'authenticating'
          : s.matches('submitting') || s.matches('done')
            ? 'paying'
            : 'form',
  );
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const cart = useSelector(actor, (s) => s.context.cart);
  const quoting = useSelector(actor, (s) => s.context.quoting);
  const banner = useSelector(actor, (s) => s.context.banner);
  const challengeUrl = useSelector(actor, (s) => s.context.challengeUrl);
  const unavailable = useSelector(actor, (s) => s.context.unavailable);
  const bannerRef = useRef<HTMLDivElement>(null);
  const shipTo = Object.hasOwn(COUNTRIES, values.country) ? values.country : '';

  useEffect(() => {
    startCart();
  }, []);

  useEffect(() => {
    let live = true;
    actor.send({ type: 'quote.started' });
    fetchCheckout(token, cartKey, shipTo || undefined).then(
      (quoted) => {
        if (live) actor.send({ type: 'quote.loaded', cart: quoted });
      },
      (e: unknown) => {
        if (!live) return;
        const error = e instanceof CheckoutError ? e : null;
        actor.send({
          type: 'quote.failed',
          status: error?.status ?? null,
          message: error?.message ?? 'We could not load your checkout. Please try again.',
          orderNumber: error?.orderNumber ?? null,
        });
      },
    );
    return () => {
      live = false;
    };
  }, [actor, token, cartKey, shipTo]);

  useEffect(() => {
    if (banner) bannerRef.current?.focus();
  }, [banner]);

  if (step === 'unavailable') {
    return (
      <article className="page checkout-page">
        <h1>Checkout</h1>
        <p role="alert">{unavailable?.message}</p>
        {unavailable && unavailable.orderNumber !== null && (
          <p>Your order number is #{unavailable.orderNumber}.</p>
        )}
        <p>
          <Link to={paths.shop.href()}>Back to the shop</Link>
        </p>
      </article>
    );
  }
  if (!cart) {
    return (
      <article className="page checkout-page">
        <h1>Checkout</h1>
        <p>Loading your cart…</p>
      </article>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    actor.send({ type: 'checkout.submit', today: new Date() });
  }

  const paying = step === 'paying';
  const due = amountDue(cart, values.shippingMethod);
  return (
    <article className="page checkout-page">
      <h1>Checkout</h1>
      {banner && (
        <div className="checkout-error" role="alert" tabIndex={-1} ref={bannerRef}>
          {banner}
        </div>
      )}
      <div className="checkout-layout">
        {step === 'authenticating' && challengeUrl ? (
          <PaymentChallenge
            challengeUrl={challengeUrl}
            onFinished={() => actor.send({ type: 'challenge.finished' })}
            onCancelled={() => actor.send({ type: 'challenge.cancelled' })}
          />
        ) : (
          <form onSubmit={submit} noValidate aria-label="Checkout">
            <CheckoutFields
              values={values}
              deliveryOptions={cart.deliveryOptions ?? []}
              errors={errors}
              onChange={(field, value) => actor.send({ type: 'field.changed', field, value })}
            />
            <button
              type="submit"
              className="checkout-pay"
              disabled={paying || quoting || cart.lines.length === 0}
            >
              {paying
                ? 'Paying…'
                : quoting
                  ? 'Updating the total…'
                  : `Pay ${formatMoney(due.amount, due.currencyCode)}`}
            </button>
          </form>
        )}
        <OrderSummary cart={cart} shippingMethod={values.shippingMethod} />
      </div>
    </article>
  );
}
