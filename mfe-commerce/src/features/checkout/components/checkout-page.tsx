import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from '@site/router';
import { appState } from '@site/app-state';
import type { PageProps } from '@site/contracts/remote';
import { paths } from '../../../app/paths';
import { cartActor, startCart } from '../../cart/cart-runtime';
import { formatAmount } from '../../currency/money-format';
import { applyRepricing, CheckoutError, completeCheckout, confirmationHref, fetchCheckout, type CheckoutSummary } from '../api/checkout-api';
import { COUNTRIES, EMPTY_VALUES, fieldOf, toCheckoutRequest, validateCheckout, type CheckoutErrors, type CheckoutValues } from '../checkout-form';
import { checkoutKey, finishCheckout } from '../checkout-session';
import { linkCartToCustomer } from '../api/link-customer';
import { getSessionActor } from '../../session/session-runtime';
import { storefrontClient, urqlRequest } from '../../shop/api/storefront-client';
import { CheckoutFields } from './checkout-fields';
import { OrderSummary } from './order-summary';
import './checkout.css';

type Load = { kind: 'loading' } | { kind: 'ready'; cart: CheckoutSummary } | { kind: 'failed'; message: string; orderNumber: number | null };

/**
 * `/checkout/:token?key=` (client-only): address, card, and one idempotent payment. Tax and currency
 * follow the shipping country, so the summary is re-quoted whenever the country changes, and Pay
 * sends the total it shows: the API charges exactly that, or refuses with the new total (409
 * `total_changed`), which the page then shows for the shopper to confirm with another Pay.
 */
export default function CheckoutPage({ params }: PageProps) {
  const token = params.token ?? '';
  const key = new URLSearchParams(useLocation().search).get('key') ?? '';
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [values, setValues] = useState<CheckoutValues>(() => ({ ...EMPTY_VALUES, country: appState.getState().region ?? 'GB' }));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // While the total for a newly chosen country is on its way, Pay would name the old one.
  const [quoting, setQuoting] = useState(true);
  const bannerRef = useRef<HTMLDivElement>(null);
  const shipTo = Object.hasOwn(COUNTRIES, values.country) ? values.country : '';

  useEffect(() => {
    startCart();
  }, []);

  useEffect(() => {
    let live = true;
    setQuoting(true);
    fetchCheckout(token, key, shipTo || undefined).then(
      (cart) => {
        if (!live) return;
        setLoad({ kind: 'ready', cart });
        setQuoting(false);
      },
      (e: unknown) => {
        if (!live) return;
        const error = e instanceof CheckoutError ? e : null;
        const message = error?.message ?? 'We could not load your checkout. Please try again.';
        // A failed re-quote keeps the form (and what was typed); Pay still gets the server's total.
        setLoad((previous) => (previous.kind === 'ready' && error?.status !== 409 ? previous : { kind: 'failed', message, orderNumber: error?.orderNumber ?? null }));
        setBanner(message);
        setQuoting(false);
      },
    );
    return () => {
      live = false;
    };
  }, [token, key, shipTo]);

  useEffect(() => {
    if (banner) bannerRef.current?.focus();
  }, [banner]);

  if (load.kind === 'loading') return <article className="page checkout-page"><h1>Checkout</h1><p>Loading your cart…</p></article>;
  if (load.kind === 'failed') {
    return (
      <article className="page checkout-page">
        <h1>Checkout</h1>
        <p role="alert">{load.message}</p>
        {load.orderNumber !== null && <p>Your order number is #{load.orderNumber}.</p>}
        <p><Link to={paths.shop.href()}>Back to the shop</Link></p>
      </article>
    );
  }
  const cart = load.cart;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found = validateCheckout(values, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setBanner('Some details need attention: see the messages next to the fields.');
      return;
    }
    setBanner(null);
    setSubmitting(true);
    try {
      const shown = { amount: cart.total, currencyCode: cart.currencyCode };
      // A signed-in shopper's order goes on their account. If the link fails the order is still
      // placed, as a guest's: paying matters more than the account's list.
      const session = getSessionActor().getSnapshot();
      if (session.matches('signedIn') && session.context.token) {
        await linkCartToCustomer(urqlRequest(storefrontClient()), token, key, session.context.token).catch(() => false);
      }
      const { order, accessToken } = await completeCheckout(token, key, toCheckoutRequest(values, checkoutKey(token, sessionStorage), shown));
      finishCheckout(token, sessionStorage);
      cartActor().send({ type: 'cart.checkedOut' });
      navigate(confirmationHref(paths.orderConfirmation.href({ number: String(order.number) }), accessToken));
    } catch (e) {
      setSubmitting(false);
      if (!(e instanceof CheckoutError)) {
        setBanner('We could not reach the payment service. Nothing has been charged twice: submit again to retry.');
        return;
      }
      if (e.repriced) {
        // Nothing was charged: show the new total; the next Pay states it and so confirms it.
        const repriced = e.repriced;
        setLoad((previous) => (previous.kind === 'ready' ? { kind: 'ready', cart: applyRepricing(previous.cart, repriced) } : previous));
        setBanner(e.message);
      } else if (e.status === 402) {
        setBanner(`Payment declined: ${e.message} Your cart is saved; check the card details or use another card.`);
      } else if (e.fieldErrors.length > 0) {
        const mapped: CheckoutErrors = {};
        for (const f of e.fieldErrors) {
          const field = fieldOf(f.field);
          if (field) mapped[field] = f.message;
        }
        setErrors(mapped);
        setBanner(e.fieldErrors.some((f) => fieldOf(f.field) === null) ? e.message : 'Some details need attention: see the messages next to the fields.');
      } else {
        setBanner(e.message);
      }
    }
  }

  return (
    <article className="page checkout-page">
      <h1>Checkout</h1>
      {banner && (
        <div className="checkout-error" role="alert" tabIndex={-1} ref={bannerRef}>
          {banner}
        </div>
      )}
      <div className="checkout-layout">
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Checkout">
          <CheckoutFields values={values} errors={errors} onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))} />
          <button type="submit" className="checkout-pay" disabled={submitting || quoting || cart.lines.length === 0}>
            {submitting ? 'Paying…' : quoting ? 'Updating the total…' : `Pay ${formatAmount(Number(cart.total), cart.currencyCode)}`}
          </button>
        </form>
        <OrderSummary cart={cart} />
      </div>
    </article>
  );
}
