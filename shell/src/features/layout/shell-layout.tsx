import type { ReactNode } from 'react';
import { Link } from '@site/router';
import { SITE_NAME } from '../../app/site';
import { useScreenFlags } from '../screen/use-screen-flags';
import { RemoteWidget } from '../widgets/remote-widget';
import { footerItems } from './nav-items';
import { SiteHeader } from './site-header';

export function ShellLayout({ children }: { children: ReactNode }) {
  useScreenFlags();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <nav aria-label="Footer">
          <ul>
            {footerItems.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          © {new Date().getFullYear()} {SITE_NAME}. Church and Reformation history.
        </p>
      </footer>
      <RemoteWidget remote="commerce" expose="CartDrawer" replay="cart.opened" />
      <RemoteWidget remote="giving" expose="DonationPopup" />
      {/* A play button pressed before the player arrived loads it, and is heard once it is there. */}
      <RemoteWidget remote="media" expose="AudioPlayer" replay="podcast.selected" />
    </div>
  );
}
