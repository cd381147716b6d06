import { Link } from '@site/router';
import { bus } from '@site/event-bus';
import { paths } from '../../../app/paths';
import { useSession } from '../../../shared/session/use-session';
import './account.css';

/**
 * The account menu (`./AccountMenu`), in every area's header: it starts the page's one session
 * actor, then shows the customer's name (a link to their account) with Sign out, or a Log in link
 * for a visitor.
 */
export default function AccountMenu() {
  const { actor, customer } = useSession();
  if (!customer) {
    return (
      <span className="account-menu">
        <Link to={paths.login.href()}>Log in</Link>
      </span>
    );
  }
  return (
    <span className="account-menu">
      <Link className="account-name" to={paths.account.href()}>
        {customer.firstName ?? customer.email}
      </Link>
      <button
        type="button"
        onClick={() => {
          actor.send({ type: 'session.logout' });
          // Signing out always ends signed out (the machine clears the session even when the API fails).
          bus.emit('toast.requested', { message: 'You are signed out.', kind: 'info' });
        }}
      >
        Sign out
      </button>
    </span>
  );
}
