import { Link } from '@site/router';
import type { PageProps } from '@site/contracts/remote';
import { paths } from '../../../app/paths';
import './account.css';

/** After sign-up (`/signup/success`). */
export default function SignupSuccessPage(_props: PageProps) {
  return (
    <article className="page account-page">
      <h1>Welcome</h1>
      <p>Your account has been created. We have sent you a welcome e-mail.</p>
      <p>
        <Link to={paths.login.href()}>Log in to your account</Link>
      </p>
    </article>
  );
}
