import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { SITE_NAME } from '../../app/site';
import { useScreenFlags } from '../screen/use-screen-flags';
import { RemoteWidget } from '../widgets/remote-widget';
import { footerItems, navItems } from './nav-items';

export function ShellLayout({ children }: { children: ReactNode }) {
  useScreenFlags();
  // Whether the menu button or the navigation shows is decided by CSS (max-width 768px), not by
  // script: the server HTML and the hydrated page lay out identically, so nothing shifts.
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Link to="/" className="brand">
          {SITE_NAME}
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <nav id="site-nav" aria-label="Main" data-open={menuOpen}>
          <ul>
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} onClick={() => setMenuOpen(false)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-tools">
          <RemoteWidget remote="content" expose="SearchBox" slot="widget-slot--search" />
          <RemoteWidget remote="commerce" expose="CurrencyPicker" slot="widget-slot--currency" />
          <RemoteWidget remote="commerce" expose="AccountMenu" slot="widget-slot--account" />
          <RemoteWidget remote="commerce" expose="CartButton" slot="widget-slot--cart" />
        </div>
      </header>
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
      <RemoteWidget remote="commerce" expose="CartDrawer" />
      <RemoteWidget remote="giving" expose="DonationPopup" />
      <RemoteWidget remote="media" expose="AudioPlayer" />
    </div>
  );
}
