import { createElement, forwardRef, useContext, type ReactNode } from 'react';
import type * as ReactRouter from 'react-router';

/**
 * react-router for the apps' server rendering (load-bundle.ts), with a `Link` and a `NavLink` that
 * render the same markup as its own for a plain path, in less of the build's time (issue 33).
 *
 * A page has a hundred links or more (the menus, the footer, its cards), and react-router resolves
 * each one against the route's matches: for every link it makes the matches JSON and reads it back,
 * and a `NavLink` parses its path as a URL. That was a third of the time spent rendering the
 * generated corpus. A path made of plain segments (`/`, `/read/luther`, `/books/`) resolves to
 * itself under a `StaticRouter` with no basename, so these write the `<a>` at once. Any other `to`
 * (a query, a relative path, an object), or a link asking for what a static page does not have
 * (prefetching, `relative`, `reloadDocument`, a mask), is given to react-router's own. The browser
 * always runs react-router's own: hydration finds the same markup.
 */

/** `/`, `/a`, `/a/b`, `/a/b/`: segments of letters, digits, `-`, `_` and `~`, nothing to resolve. */
const PLAIN = /^\/(?:[A-Za-z0-9_~-]+\/)*(?:[A-Za-z0-9_~-]+)?$/;

type Router = typeof ReactRouter;

/** What react-router's NavLink takes out of the props it gives its Link. */
const NAV_LINK_ONLY = new Set([
  'aria-current',
  'caseSensitive',
  'className',
  'end',
  'style',
  'to',
  'viewTransition',
  'children',
]);

/** What react-router's Link takes out of the anchor's attributes. */
const LINK_ONLY = new Set([
  'onClick',
  'discover',
  'prefetch',
  'relative',
  'reloadDocument',
  'replace',
  'mask',
  'state',
  'target',
  'to',
  'preventScrollReset',
  'viewTransition',
  'defaultShouldRevalidate',
]);
type Props = Record<string, unknown> & { to?: unknown; children?: ReactNode };

/** The module with the two links replaced; made once per copy of react-router. */
const made = new WeakMap<Router, Router>();

export function serverRouter(router: Router): Router {
  let server = made.get(router);
  if (server) return server;
  const navigation = router.UNSAFE_NavigationContext;
  const usePlainBase = () => {
    const { basename } = useContext(navigation);
    return basename === '/';
  };

  const Link = forwardRef<HTMLAnchorElement, Props>(function ServerLink(props, ref) {
    const { to, prefetch = 'none', discover = 'render' } = props;
    const plain =
      usePlainBase() &&
      typeof to === 'string' &&
      PLAIN.test(to) &&
      prefetch === 'none' &&
      props.relative === undefined &&
      !props.reloadDocument &&
      props.mask === undefined;
    if (!plain) return createElement(router.Link, { ...props, ref } as never);
    // The anchor's attributes in react-router's order, so that the markup is the same to the byte:
    // the rest of the props (a loop: an object rest leaving out thirteen names took a tenth of the
    // rendering), then these.
    const anchor: Record<string, unknown> = {};
    for (const key in props) if (!LINK_ONLY.has(key)) anchor[key] = props[key];
    anchor.href = to;
    anchor.onClick = props.onClick;
    anchor.ref = ref;
    anchor.target = props.target;
    anchor['data-discover'] = discover === 'render' ? 'true' : undefined;
    return createElement('a', anchor);
  });
  Link.displayName = 'Link';

  const NavLink = forwardRef<HTMLAnchorElement, Props>(function ServerNavLink(props, ref) {
    const {
      'aria-current': ariaCurrentProp = 'page',
      caseSensitive = false,
      className: classNameProp = '',
      end = false,
      style: styleProp,
      to,
      viewTransition,
      children,
    } = props;
    const location = router.useLocation();
    // A data router may have a navigation pending: a static page has none.
    const routerState = useContext(router.UNSAFE_DataRouterStateContext);
    const plain =
      usePlainBase() &&
      routerState == null &&
      typeof to === 'string' &&
      PLAIN.test(to) &&
      props.relative === undefined;
    if (!plain) return createElement(router.NavLink, { ...props, ref } as never);
    let toPathname = to;
    let locationPathname = location.pathname;
    if (!caseSensitive) {
      toPathname = toPathname.toLowerCase();
      locationPathname = locationPathname.toLowerCase();
    }
    // react-router's own test of an active link.
    const endSlash =
      toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
    const isActive =
      locationPathname === toPathname ||
      (!end &&
        locationPathname.startsWith(toPathname) &&
        locationPathname.charAt(endSlash) === '/');
    const renderProps = { isActive, isPending: false, isTransitioning: false };
    const className =
      typeof classNameProp === 'function'
        ? (classNameProp as (p: typeof renderProps) => string | undefined)(renderProps)
        : [classNameProp, isActive ? 'active' : null].filter(Boolean).join(' ');
    const style =
      typeof styleProp === 'function'
        ? (styleProp as (p: typeof renderProps) => unknown)(renderProps)
        : styleProp;
    // The Link's props in react-router's order: the rest of these (a loop, as in Link), then its own.
    const link: Record<string, unknown> = {};
    for (const key in props) if (!NAV_LINK_ONLY.has(key)) link[key] = props[key];
    link['aria-current'] = isActive ? ariaCurrentProp : undefined;
    link.className = className;
    link.ref = ref;
    link.style = style;
    link.to = to;
    link.viewTransition = viewTransition;
    return createElement(
      Link,
      link,
      (typeof children === 'function'
        ? (children as (p: typeof renderProps) => ReactNode)(renderProps)
        : children) as ReactNode,
    );
  });
  NavLink.displayName = 'NavLink';

  server = { ...router, Link, NavLink } as unknown as Router;
  made.set(router, server);
  return server;
}
