import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

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
}: AreaWidgetProps<P>) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const Widget = useMemo(
    () =>
      lazy(async () => {
        const loader = currentLoader();
        const mod = loader ? await loader(remote, expose).catch(() => null) : null;
        return mod ?? { default: () => <>{fallback}</> };
      }),
    // The fallback is fixed for a widget's life: a new one must not reload the widget.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, expose],
  );
  const body = !mounted ? (
    fallback
  ) : (
    <WidgetBoundary fallback={fallback} remote={remote}>
      <Suspense fallback={fallback}>
        <Widget {...props} />
      </Suspense>
    </WidgetBoundary>
  );
  return className ? <div className={className}>{body}</div> : <>{body}</>;
}

/**
 * The shop products a page names, as commerce's `./ProductCards` widget (price in the visitor's
 * currency, add to cart). The page's area imports no commerce code: the shell loads the widget. Before
 * it arrives, without JavaScript, or when the shop is down, `fallback` (a link to the shop) stands in.
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
      fallback={<p className="related-products-fallback">{fallback}</p>}
    />
  );
}
