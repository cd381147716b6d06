import type { PageProps } from '@site/contracts/remote';
import { ContactForm } from './contact-form';

/** `/subscribe`: the newsletter sign-up, stored through the same contact endpoint. */
export default function SubscribePage(_props: PageProps) {
  return (
    <article className="page">
      <h1>Subscribe</h1>
      <p className="lead">
        New episodes, articles and tour dates, about once a month. You can leave at any time.
      </p>
      <ContactForm kind="subscribe" />
    </article>
  );
}
