/**
 * The fragment bomb of issue 26: each fragment selects the next twice through
 * Donation.recurringDonation → donations, so `levels` fragments ask for 2^levels donations.
 */
export function donationBomb(levels: number): string {
  const lines = ['fragment F0 on Donation { id }'];
  for (let i = 1; i <= levels; i++)
    lines.push(
      `fragment F${i} on Donation { a: recurringDonation { donations { ...F${i - 1} } } b: recurringDonation { donations { ...F${i - 1} } } }`,
    );
  return `query Bomb($id: ID!) { donation(id: $id) { ...F${levels} } }\n${lines.join('\n')}`;
}
