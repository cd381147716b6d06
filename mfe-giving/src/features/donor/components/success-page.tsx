import { Link, useLocation } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import { DONATION_QUERY, type Donation, formatDate, useDonorQuery } from '../api/donor-queries';
import { Receipt, ReceiptNotFound } from './receipt';
import '../../../shared/components/giving-forms.css';

/** /success-donation?id=&token=: what was given, the receipt link, and what happens next. */
export default function SuccessPage(_props: PageProps) {
  const params = new URLSearchParams(useLocation().search);
  const id = params.get('id') ?? '';
  const token = params.get('token');
  const result = useDonorQuery(
    DONATION_QUERY,
    { id, token },
    (data) => (data.donation ?? null) as Donation | null,
  );
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return <ReceiptNotFound />;
  if (result.status === 'loading') return <p role="status">Loading your receipt…</p>;
  if (result.status === 'error') return <p role="alert">{result.message}</p>;
  const d = result.data;
  if (!d) return <ReceiptNotFound />;
  const receiptPath = `/donate-transactions/${d.id}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  return (
    <article className="page giving-page">
      <h1>Thank you for your gift</h1>
      <p>
        {d.donor.firstName}, your gift to {d.project.title} has been received. A receipt is on its
        way to your e-mail.
      </p>
      <Receipt donation={d} />
      <p>
        <Link to={receiptPath}>View and print your receipt</Link>
      </p>
      {d.recurringDonation && (
        <section aria-labelledby="next-title">
          <h2 id="next-title">What happens next</h2>
          <p>
            Your {d.recurringDonation.frequency === 'YEARLY' ? 'yearly' : 'monthly'} gift will next
            be charged
            {d.recurringDonation.nextChargeAt
              ? ` on ${formatDate(d.recurringDonation.nextChargeAt)}`
              : ''}
            . You can change, pause or cancel it at any time in{' '}
            <Link to="/recurring-donations">your recurring donations</Link>.
          </p>
        </section>
      )}
    </article>
  );
}
