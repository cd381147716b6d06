import type { PriceLine } from '../api/booking-types';
import { type Money, formatMoney } from '../booking-rules';

/**
 * A booking's price line by line and its total, as the review step quotes it and the confirmation
 * shows it; then the rows that follow from the total (the deposit, what is due now and later).
 */
export function PriceTable({
  caption,
  captionHidden = false,
  lines,
  total,
  after = [],
}: {
  caption: string;
  /** Where a heading above the table already says what it is, the caption is for screen readers. */
  captionHidden?: boolean;
  lines: readonly PriceLine[];
  total: Money;
  after?: ReadonlyArray<readonly [label: string, amount: Money]>;
}) {
  return (
    <table className="booking-price">
      <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
      <tbody>
        {lines.map((line, i) => (
          <tr key={i}>
            <th scope="row">{line.label}</th>
            <td>{formatMoney(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {[['Total', total] as const, ...after].map(([label, amount]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{formatMoney(amount)}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
