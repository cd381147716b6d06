import { useEffect, useState } from 'react';
import type { Client } from 'urql';
import { fetchQuote } from './booking-api';
import type { Quote, QuoteRequest } from './booking-types';

/**
 * The price of the current choices, read from urql: the booking machine's quoting step asked the
 * API for it (and so filled the cache), and this reads the same query, `cache-first`, while the
 * step shows it. Null while there is no request, or no answer yet.
 */
export function useQuote(
  client: () => Pick<Client, 'query'>,
  request: QuoteRequest | null,
): Quote | null {
  const [quote, setQuote] = useState<{ key: string; quote: Quote } | null>(null);
  const key = request ? JSON.stringify(request) : '';
  useEffect(() => {
    if (!key) return;
    let live = true;
    fetchQuote(client(), JSON.parse(key) as QuoteRequest, 'cache-first').then(
      (result) => live && result.ok && setQuote({ key, quote: result.quote }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, key]);
  // An answer for other choices is no answer for these.
  return quote && quote.key === key ? quote.quote : null;
}
