import { useEffect, useRef } from 'react';
import { createJsonClient } from '@site/json-client';
import { givingClient } from '../../../shared/api/projects-client';
import { isGivingCurrency } from '../../../shared/money/currencies';
import { useVisitorCurrency } from '../../../shared/money/use-visitor-currency';
import { ME_QUERY } from '../api/donate';
import { COUNTRIES } from '../countries';
import type { DonationEvent } from '../machines/donation-machine';

type Me = { firstName: string | null; lastName: string | null; email: string } | null;

/**
 * What the form starts from besides the project: the visitor's currency until they pick another,
 * the signed-in customer's details, and the country where they are. Returns the call that says the
 * visitor picked a currency themselves. `send` must keep its identity across renders (the actor's
 * own, or a callback on it): the customer and country are asked for once per `send`.
 */
export function useDonorPrefill(send: (event: DonationEvent) => void): () => void {
  const currency = useVisitorCurrency();
  const touchedCurrency = useRef(false);
  useEffect(() => {
    if (!touchedCurrency.current && isGivingCurrency(currency))
      send({ type: 'field.changed', field: 'currency', value: currency });
  }, [currency, send]);
  useEffect(() => {
    let live = true;
    void givingClient()
      .query<{ me: Me }>(ME_QUERY, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((r) => {
        const me = r.data?.me;
        if (live && me)
          send({
            type: 'session.changed',
            signedIn: true,
            prefill: {
              firstName: me.firstName ?? '',
              lastName: me.lastName ?? '',
              email: me.email,
            },
          });
      });
    // The product API's JSON helper (spec §7.6): the visitor's country, to start the country list there.
    void createJsonClient()
      .call<{ country?: unknown }>({ path: '/api/geo' })
      .then((geo) => {
        if (
          live &&
          typeof geo?.country === 'string' &&
          COUNTRIES.some((c) => c.code === geo.country)
        )
          send({ type: 'donation.prefill', values: { country: geo.country } });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [send]);
  return () => {
    touchedCurrency.current = true;
  };
}
