import { Link, NavLink } from '@site/router';
import { SITE_NAME } from '../../app/site';
import { RemoteWidget } from '../widgets/remote-widget';
import { MenuIcon } from './header-icons';
import { HeaderSearch } from './header-search';
import { navItems } from './nav-items';
import { useDisclosure } from './use-disclosure';

const MENU_ID = 'site-menu';

/**
 * The site header: one row at every width. Below the desktop breakpoint (styles.css) the menu
 * button shows and the navigation, currency and account sit in the panel it opens; from it up the
 * panel lies inline in the row and the button is hidden. Which one shows is decided by CSS, not
 * script, so prerendered and hydrated pages lay out the same. Every widget mounts once: the
 * currency picker and the account menu keep one element, and the labels the journeys use.
 * DOM order is the desktop's visual order (brand, navigation, tools); on a phone the menu button
 * comes right after the brand in the tab order so that its panel follows it.
 */
export function SiteHeader() {
  const menu = useDisclosure<HTMLDivElement>();
  return (
    <header className="site-header">
      <Link to="/" className="brand">
        {SITE_NAME}
      </Link>
      <div className="site-menu-area" onKeyDown={menu.onKeyDown} onBlur={menu.onBlur}>
        <button
          ref={menu.buttonRef}
          type="button"
          className="header-icon-button menu-toggle"
          aria-expanded={menu.open}
          aria-controls={MENU_ID}
          onClick={() => menu.setOpen((was) => !was)}
        >
          <MenuIcon open={menu.open} />
          <span className="visually-hidden">Menu</span>
        </button>
        <div
          ref={menu.panelRef}
          id={MENU_ID}
          className="header-panel site-menu"
          data-open={menu.open}
        >
          <nav id="site-nav" aria-label="Main">
            <ul>
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === '/'} onClick={() => menu.close(false)}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="menu-tools">
            {/* In the served HTML, so a first tap on Menu (issue 29) shows them at once; an open
                menu brings their code at once, rather than at the browser's next idle moment. */}
            <RemoteWidget
              remote="commerce"
              expose="CurrencyPicker"
              slot="widget-slot--currency"
              prerender
              eager={menu.open}
            />
            <RemoteWidget
              remote="commerce"
              expose="AccountMenu"
              slot="widget-slot--account"
              prerender
              eager={menu.open}
            />
          </div>
        </div>
      </div>
      <div className="header-tools">
        <HeaderSearch />
        <RemoteWidget remote="commerce" expose="CartButton" slot="widget-slot--cart" prerender />
      </div>
    </header>
  );
}
