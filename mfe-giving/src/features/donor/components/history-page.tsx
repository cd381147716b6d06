import { Link, useLocation, useNavigate } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import {
  type Donation,
  formatAmount,
  formatDate,
  FREQUENCY_WORDS,
  HISTORY_QUERY,
  type Money,
  useDonorQuery,
} from '../api/donor-queries';
import { SignInPrompt } from './signed-in';
import '../../../shared/components/giving-forms.css';

type History = {
  donations: Donation[];
  yearlyTotals: Array<{ year: number; total: Money; giftAid: Money; count: number }>;
};

/** `?year=` when it is a plausible year, else every year (an odd value is ignored, not an error page). */
function yearOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('year');
  if (!raw || !/^\d{4}$/.test(raw)) return null;
  const year = Number(raw);
  return year >= 2000 && year <= new Date().getUTCFullYear() + 1 ? year : null;
}

/** /donation-history: every gift of the signed-in donor, yearly totals per currency, and a printable statement for a year. */
export default function HistoryPage(_props: PageProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const year = yearOf(location.search);
  const result = useDonorQuery(
    HISTORY_QUERY,
    { year },
    (data) => data.donationHistory as History | null,
  );
  if (result.status === 'loading') return <p role="status">Loading your donations…</p>;
  if (result.status === 'error') return <p role="alert">{result.message}</p>;
  if (result.data === null)
    return <SignInPrompt title="Donation history" what="your donations and receipts" />;
  const { donations, yearlyTotals } = result.data;
  const years = [
    ...new Set([new Date().getUTCFullYear(), ...yearlyTotals.map((t) => t.year)]),
  ].sort((a, b) => b - a);
  return (
    <article className="page giving-page">
      <h1>{year ? `Donations in ${year}` : 'Donation history'}</h1>
      <p className="no-print">
        <label htmlFor="history-year">Year </label>
        <select
          id="history-year"
          value={year ?? ''}
          onChange={(e) => void navigate(e.target.value ? `?year=${e.target.value}` : '?')}
        >
          <option value="">All years</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>{' '}
        {year && (
          <button type="button" onClick={() => window.print()}>
            Print the {year} statement
          </button>
        )}
      </p>
      <section aria-labelledby="totals-title">
        <h2 id="totals-title">Totals by year</h2>
        {yearlyTotals.length === 0 ? (
          <p>No gifts yet.</p>
        ) : (
          <table className="giving-table">
            <ColumnHeads names={['Year', 'Gifts', 'Total', 'Gift Aid']} />
            <tbody>
              {yearlyTotals.map((t) => (
                <tr key={`${t.year}-${t.total.currencyCode}`}>
                  <td>{t.year}</td>
                  <td>{t.count}</td>
                  <td>{formatAmount(t.total)}</td>
                  <td>{Number(t.giftAid.amount) > 0 ? formatAmount(t.giftAid) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {donations.length > 0 && (
        <section aria-labelledby="gifts-title">
          <h2 id="gifts-title">Gifts</h2>
          <table className="giving-table">
            <ColumnHeads names={['Date', 'Project', 'Kind', 'Amount', 'Receipt']} />
            <tbody>
              {donations.map((d) => (
                <tr key={d.id}>
                  <td>{formatDate(d.createdAt)}</td>
                  <td>{d.project.title}</td>
                  <td>{FREQUENCY_WORDS[d.frequency]}</td>
                  <td>
                    {formatAmount(d.total)}
                    {d.giftAid ? ' (Gift Aid)' : ''}
                  </td>
                  <td>
                    <Link to={`/donate-transactions/${d.id}`}>{d.reference}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </article>
  );
}

/** A table's head row: one column header for each name. */
function ColumnHeads({ names }: { names: string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
