import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CustomerSummary } from '@site/contracts/events';
import { bus } from '@site/event-bus';
import { paths } from '../../../app/paths';

/** The account menu (`./AccountMenu`): the customer's name when signed in, else a link to log in. */
export default function AccountMenu() {
  const [customer, setCustomer] = useState<CustomerSummary | null>(null);
  useEffect(() => bus.on('session.changed', ({ customer: next }) => setCustomer(next)), []);
  if (!customer) return <Link to={paths.login.href()}>Log in</Link>;
  return <span className="account-name">{customer.firstName ?? customer.email}</span>;
}
