import {
  Component,
  createContext,
  lazy,
  memo,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { serverWidget } from './server-widgets';

export { renderWithServerWidgets, serverWidget, type ServerWidgetLookup } from './server-widgets';

/*
 * One area's page may show another area's widget (commerce's `./ProductCards` on a content page)
 * without importing its code: the page names the remote and the expose, and the shell, which alone
 * knows the remotes, provides the loader at start-up. Module Federation shares this package as a
 * singleton; the loader also lives on a global key, so a page that got its own copy (standalone
 * dev, a version mismatch) still finds it.
 */

// A widget's props are its own business; the page and the widget agree on them by the expose's name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyWidget = ComponentType<any>;

/** The shell's loader: the expose's module, or null when its area cannot provide it. */
export type WidgetLoader = (
  remote: string,
  expose: string,
) => Promise<{ default: AnyWidget } | null>;

const KEY = Symbol.for('site.widget-loader');
type WithLoader = typeof globalThis & { [KEY]?: WidgetLoader };

export function provideWidgetLoader(loader: WidgetLoader): void {
  (globalThis as WithLoader)[KEY] = loader;
}

function currentLoader(): WidgetLoader | undefined {
  return (globalThis as WithLoader)[KEY];
}

class WidgetBoundary extends Component<
  { fallback: ReactNode; remote: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`widget of ${this.props.remote} failed:`, error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface AreaWidgetProps<P> {
  remote: string;
  /** The expose's name, without "./" (`ProductCards`). */
  expose: string;
  props: P;
  /** Shown in the prerendered HTML, while the widget loads, and when its area is down. */
  fallback?: ReactNode;
  /** A class for the wrapping element, e.g. to reserve the widget's room. */
  className?: string;
  /**
   * Rendered into the served HTML by the area's server widget (see ServedWidget), and hydrated in
   * place once its code is in. Without it, the HTML has the fallback and the widget is browser-only.
   */
  prerender?: boolean;
}

/**
 * Another area's widget, rendered in the browser only (the prerendered HTML and the hydrating
 * render both show `fallback`, so hydration matches). A missing loader, an area that is down or a
 * widget that throws all leave `fallback` in place; the page around it never breaks.
 */
export function AreaWidget<P extends object>({
  remote,
  expose,
  props,
  fallback = null,
  className,
  prerender = false,
}: AreaWidgetProps<P>) {
  // A new fallback does not reload the widget: an area that cannot provide it shows the Island's.
  const Widget = useMemo(
    () =>
      (prerender ? serverWidget(remote, expose) : undefined) ??
      lazy(async () => {
        const loader = currentLoader();
        const mod = loader ? await loader(remote, expose).catch(() => null) : null;
        return mod ?? { default: Missing };
      }),
    [remote, expose, prerender],
  );
  const island = <Island Widget={Widget} props={props} fallback={fallback} />;
  const body = (
    <WidgetBoundary fallback={fallback} remote={remote}>
      {prerender ? island : <AfterMount fallback={fallback}>{island}</AfterMount>}
    </WidgetBoundary>
  );
  return className ? <div className={className}>{body}</div> : body;
}

/**
 * A browser-only widget: the fallback until mounted, in the served HTML and the render that
 * hydrates it alike. One in the served HTML (`prerender`) is not wrapped: the server renders the
 * area's server widget inside the Island's Suspense boundary; in the browser the same boundary
 * holds the expose, loaded at once. Until its code is in, the boundary stays dehydrated (the served
 * HTML shows and is left alone), then React hydrates it in place, so the widget's first browser
 * render must match what the server showed (build-time data, no visitor state). Without a server
 * widget (an older area) the server shows the fallback and the browser renders the widget over it.
 */
function AfterMount({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? children : fallback;
}

/** The Island's fallback, for the widget whose area cannot provide it (Missing). */
const FallbackContext = createContext<ReactNode>(null);
function Missing() {
  return <>{useContext(FallbackContext)}</>;
}

/**
 * Memoised: a dehydrated boundary that its parent re-renders with new props before its code is in
 * is dropped and rendered afresh in the browser (its served HTML would go). Equal props keep it.
 */
const Island = memo(
  function Island({
    Widget,
    props,
    fallback,
  }: {
    Widget: AnyWidget;
    props: object;
    fallback: ReactNode;
  }) {
    return (
      <FallbackContext.Provider value={fallback}>
        <Suspense fallback={fallback}>
          <Widget {...props} />
        </Suspense>
      </FallbackContext.Provider>
    );
  },
  (a, b) => a.Widget === b.Widget && shallowEqual(a.props, b.props),
);

function shallowEqual(a: object, b: object): boolean {
  const ka = Object.keys(a) as (keyof typeof a)[];
  return ka.length === Object.keys(b).length && ka.every((k) => Object.is(a[k], b[k]));
}

/**
 * The shop products a page names, as commerce's `./ProductCards` widget (price in the visitor's
 * currency, add to cart). The page's area imports no commerce code: the build renders the cards into
 * the served HTML (names, images, prices in the default currency), the shell loads the widget, which
 * hydrates them and refreshes the prices. When the shop is down, `fallback` (a link to the shop)
 * stands in.
 */
export function RelatedProducts({
  handles,
  fallback,
}: {
  handles: readonly string[];
  fallback: ReactNode;
}) {
  if (handles.length === 0) return null;
  return (
    <AreaWidget
      remote="commerce"
      expose="ProductCards"
      props={{ handles, title: 'From the shop' }}
      className="related-products-slot"
      prerender
      fallback={<p className="related-products-fallback">{fallback}</p>}
    />
  );
}
