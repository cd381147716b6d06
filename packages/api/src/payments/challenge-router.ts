import { formatMoney } from '@site/contracts/money';
import express, { type Router } from 'express';
import { decimalAmount } from '../commerce/money';
import { escapeHtml } from '../mail/html';
import { CHALLENGE_TOKEN, type Challenge, type TestPaymentProvider } from './test-provider';

/*
 * The embedded provider's 3-D Secure test challenge, what a bank's page is for a real card: the
 * site shows it in a frame when a charge answers `requires_action`. It has the two answers Stripe's
 * test page has, "Complete" and "Fail". After an answer (POST, then a redirect back here) the page
 * tells its parent window with a `payment-challenge` message; the form then resubmits with its key.
 * The token in the address is the only key to a challenge (192 random bits).
 */

const TITLE = 'Confirm your payment';

function page(body: string, outcome: 'open' | 'succeeded' | 'failed' | 'gone'): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${TITLE} · Test bank</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1.25rem;color:#1d1b18;background:#fff}
h1{font-size:1.25rem;margin:0 0 .5rem}
.bank{font-size:.8rem;letter-spacing:.08em;text-transform:uppercase;color:#5c554b;margin:0 0 1rem}
.amount{font-size:1.5rem;font-weight:600;margin:.5rem 0 1rem}
form{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
button{font:inherit;padding:.6rem 1rem;border-radius:.4rem;border:1px solid #1d1b18;cursor:pointer;min-height:44px}
button[value=complete]{background:#1d1b18;color:#fff}
button[value=fail]{background:#fff;color:#1d1b18}
</style>
</head>
<body>
<main id="challenge" data-outcome="${outcome}">
<p class="bank">Test bank · 3-D Secure</p>
${body}
</main>
<script src="challenge.js" defer></script>
</body>
</html>`;
}

function render(challenge: Challenge | null, token: string): string {
  if (!challenge)
    return page(
      '<h1>This confirmation is not known</h1><p>It has expired or the address is wrong. Close this window and pay again.</p>',
      'gone',
    );
  const amount = escapeHtml(formatMoney(decimalAmount(challenge.amount), challenge.currency));
  if (challenge.state === 'succeeded')
    return page(
      `<h1>Payment confirmed</h1><p>Your bank has confirmed the payment of ${amount}. Returning you to the site…</p>`,
      'succeeded',
    );
  if (challenge.state === 'failed')
    return page(
      `<h1>Payment not confirmed</h1><p>The payment of ${amount} was not confirmed, so nothing was charged. Returning you to the site…</p>`,
      'failed',
    );
  return page(
    `<h1>${TITLE}</h1>
<p>Your bank asks you to confirm this payment.</p>
<p class="amount">${amount}</p>
<p>This is the test provider's page: a real bank would ask for a code or its app here.</p>
<form method="post" action="${escapeHtml(token)}">
<button type="submit" name="answer" value="complete">Complete authentication</button>
<button type="submit" name="answer" value="fail">Fail authentication</button>
</form>`,
    'open',
  );
}

// Runs in the challenge page: tells the window that framed it how the challenge ended.
const SCRIPT = `(function () {
  var main = document.getElementById('challenge');
  var outcome = main && main.getAttribute('data-outcome');
  if (!outcome || outcome === 'open' || window.parent === window) return;
  window.parent.postMessage({ type: 'payment-challenge', outcome: outcome }, window.location.origin);
})();
`;

/** Mounted by the API at `/payments/test/challenge` when the embedded provider is in use. */
export function challengeRouter(provider: TestPaymentProvider): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 4 });
  const noStore: express.RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  };
  router.get('/challenge.js', (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'no-cache').send(SCRIPT);
  });
  router.get('/:token', noStore, async (req, res, next) => {
    try {
      const token = String(req.params.token);
      const challenge = CHALLENGE_TOKEN.test(token) ? await provider.challenge(token) : null;
      res
        .status(challenge ? 200 : 404)
        .type('html')
        .send(render(challenge, token));
    } catch (error) {
      next(error);
    }
  });
  router.post('/:token', noStore, form, async (req, res, next) => {
    try {
      const token = String(req.params.token);
      const answer = (req.body as Record<string, unknown> | undefined)?.answer;
      if (answer !== 'complete' && answer !== 'fail') {
        res
          .status(400)
          .type('html')
          .send(
            page(
              '<h1>Choose an answer</h1><p>Go back and choose one of the two buttons.</p>',
              'open',
            ),
          );
        return;
      }
      const challenge = CHALLENGE_TOKEN.test(token)
        ? await provider.authenticate(token, answer)
        : null;
      if (!challenge) {
        res.status(404).type('html').send(render(null, token));
        return;
      }
      // Post, then redirect: a reload shows the outcome and does not answer twice.
      res.redirect(303, token);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
