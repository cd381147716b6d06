import { Link } from '@site/router';
import { type Donation, formatAmount, formatDate, FREQUENCY_WORDS } from '../api/donor-queries';

/** One gift as its receipt: what, when, for which project, and its Gift Aid. */
export function Receipt({ donation }: { donation: Donation }) {
  const d = donation;
  return (
    <section className="giving-receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title">Receipt {d.reference}</h2>
      <dl>
        <dt>Date</dt>
        <dd>{formatDate(d.createdAt)}</dd>
        <dt>Project</dt>
        <dd>{d.project.title}</dd>
        <dt>Gift</dt>
        <dd>
          {formatAmount(d.amount)} ({FREQUENCY_WORDS[d.frequency]})
        </dd>
        {Number(d.fee.amount) > 0 && (
          <>
            <dt>Card fees you covered</dt>
            <dd>{formatAmount(d.fee)}</dd>
          </>
        )}
        <dt>Charged</dt>
        <dd>
          {formatAmount(d.total)} to the card ending {d.cardLast4}
        </dd>
        <dt>Gift Aid</dt>
        <dd>
          {d.giftAid && d.giftAidValue
            ? `Yes: we can claim ${formatAmount(d.giftAidValue)} more from HMRC`
            : 'No'}
        </dd>
        <dt>Donor</dt>
        <dd>{[d.donor.title, d.donor.firstName, d.donor.lastName].filter(Boolean).join(' ')}</dd>
      </dl>
    </section>
  );
}

/** The same answer for a missing id and one that is not the visitor's: nothing to tell them apart. */
export function ReceiptNotFound() {
  return (
    <article className="page giving-page">
      <h1>Receipt not found</h1>
      <p>
        We cannot show this receipt. Open it from the link in your receipt e-mail, or{' '}
        <Link to="/login">log in</Link> with the account you gave from and see your{' '}
        <Link to="/donation-history">donation history</Link>.
      </p>
    </article>
  );
}
