import { useLocation } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import { DONATION_QUERY, type Donation, useDonorQuery } from '../api/donor-queries';
import { Receipt, ReceiptNotFound } from './receipt';
import '../../../shared/components/giving-forms.css';

/** /donate-transactions/:id: one gift's receipt, for its donor only (signed in, or the e-mailed link's token); printable. */
export default function TransactionPage({ params }: PageProps) {
  const id = params.id ?? '';
  const token = new URLSearchParams(useLocation().search).get('token');
  const result = useDonorQuery(
    DONATION_QUERY,
    { id, token },
    (data) => (data.donation ?? null) as Donation | null,
  );
  if (result.status === 'loading') return <p role="status">Loading the receipt…</p>;
  if (result.status === 'error') return <p role="alert">{result.message}</p>;
  if (!result.data) return <ReceiptNotFound />;
  return (
    <article className="page giving-page">
      <h1>Donation receipt</h1>
      <Receipt donation={result.data} />
      <p className="no-print">
        <button type="button" onClick={() => window.print()}>
          Print this receipt
        </button>
      </p>
    </article>
  );
}
