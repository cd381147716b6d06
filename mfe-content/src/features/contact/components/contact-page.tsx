import type { PageProps } from '@site/contracts/remote';
import { ContactForm } from './contact-form';

/** `/contact`: a form posted to the API, validated and stored. */
export default function ContactPage(_props: PageProps) {
  return (
    <article className="page">
      <h1>Contact us</h1>
      <p className="lead">
        Questions about an episode, a correction, or an idea for a story? Write to us.
      </p>
      <ContactForm kind="message" />
    </article>
  );
}
