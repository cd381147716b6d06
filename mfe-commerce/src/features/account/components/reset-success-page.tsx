import { Link } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import { paths } from '../../../app/paths';
import './account.css';

/** After a password reset (`/reset-success`); the reset also signed the customer in. */
export default function ResetSuccessPage(_props: PageProps) {
  return (
    <article className="page account-page">
      <h1>Password reset</h1>
      <p>
        Your password has been changed and you are logged in. Other devices have been signed out.
      </p>
      <p>
        <Link to={paths.shop.href()}>Go to the shop</Link>
      </p>
    </article>
  );
}
