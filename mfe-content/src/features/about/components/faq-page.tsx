import { resolveLinkField } from '@site/content';
import type { PageProps } from '@site/contracts/remote';
import { RichText } from '@site/ui/rich-text';
import type { FaqData } from '../api/about-pages';
import './about.css';

/** `/faq`: each question opens its answer (native disclosure: keyboard and screen readers work as is). */
export default function FaqPage({ data }: PageProps) {
  const faq = data as FaqData | undefined;
  return (
    <article className="page faq">
      <h1>Frequently asked questions</h1>
      {faq?.items.map((item) => (
        <details key={item.id} className="faq-item">
          <summary>{item.question}</summary>
          <RichText field={item.answer} resolveLink={resolveLinkField} topHeading={3} />
        </details>
      ))}
    </article>
  );
}
