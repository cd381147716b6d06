import { resolveLinkField } from '@site/content';
import type { PageProps } from '@site/contracts/remote';
import { ResponsiveImage } from '@site/ui/image';
import { RichText } from '@site/ui/rich-text';
import type { TeamData } from '../api/about-pages';
import './about.css';

/** `/team/`: featured members first; each with a bio and social links. */
export default function TeamPage({ data }: PageProps) {
  const team = data as TeamData | undefined;
  return (
    <article className="page team">
      <h1>Our team</h1>
      <ul className="team-list">
        {team?.members.map((m) => (
          <li key={m.id} className={m.featured ? 'team-member featured' : 'team-member'}>
            {m.portrait && (
              <ResponsiveImage image={m.portrait} sizes="(min-width: 600px) 200px, 100vw" />
            )}
            <div>
              <h2>{m.name}</h2>
              {m.role && (
                // `featured` orders the list; it is not something to tell the visitor.
                <p className="card-type">{m.role}</p>
              )}
              <RichText field={m.bio} resolveLink={resolveLinkField} topHeading={3} />
              {m.skills.length > 0 && <p>Skills: {m.skills.join(', ')}</p>}
              {m.social.length > 0 && (
                <ul className="social-links" aria-label={`${m.name} elsewhere`}>
                  {m.social.map((s) => (
                    <li key={s.network}>
                      <a
                        href={s.url}
                        {...(s.network === 'Email'
                          ? {}
                          : { rel: 'noopener noreferrer', target: '_blank' })}
                      >
                        {s.network}
                        <span className="visually-hidden"> of {m.name}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}
