import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  type ComponentType,
} from 'react';
import { useLocation } from '@site/router';
import { serverWidget } from '@site/widgets';
import { AreaBoundary } from '../errors/area-boundary';
import { isFallback, loadWidget } from '../../app/federation/remotes';
import { widgetsMayLoad } from './deferred-start';

/** Resolves once, when opened; opening again does nothing. */
function createGate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Presses and keys that mean the visitor is about to use the widget: its code comes at once. */
const INTENT = ['pointerdown', 'keydown', 'focusin', 'click'] as const;
const PRESSABLE = 'button, [role="button"]';

/**
 * A widget in the served HTML (the header's cart, account and currency picker). The build renders
 * the area's server widget inside a Suspense boundary; in the browser the same boundary holds the
 * expose, which loads at the first interaction or idle time (deferred-start.ts), at once when
 * `eager`, or when the visitor reaches for it. Until then the boundary stays dehydrated: the served
 * controls show and keep their place, and React hydrates them in place when the code is in (React's
 * selective hydration), so nothing moves. If the area is down the served HTML simply stays.
 */
export function ServedWidget({
  remote,
  expose,
  slot: slotClass,
  eager = false,
}: {
  remote: string;
  expose: string;
  /** The slot's class, which reserves the widget's room. */
  slot: string;
  eager?: boolean;
}) {
  const location = useLocation();
  const slot = useRef<HTMLDivElement>(null);
  const gate = useMemo(createGate, []);
  const live = useRef(false);
  const missed = useRef<HTMLElement | null>(null);
  useEffect(() => {
    let live = true;
    void widgetsMayLoad().then(() => live && gate.open());
    return () => {
      live = false;
    };
  }, [gate]);
  useEffect(() => {
    if (eager) gate.open();
  }, [eager, gate]);
  useEffect(() => {
    // On the window, before React's root listener, which stops a press on dehydrated HTML.
    const reach = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Element) || !slot.current?.contains(target)) return;
      gate.open();
      if (event.type === 'click' && !live.current)
        missed.current = target.closest<HTMLElement>(PRESSABLE) ?? missed.current;
    };
    // A press that bubbles back up reached React (it hydrated the widget in time): not missed.
    const delivered = (event: Event) => {
      if (event.target instanceof Node && missed.current?.contains(event.target))
        missed.current = null;
    };
    for (const type of INTENT) window.addEventListener(type, reach, true);
    window.addEventListener('click', delivered);
    return () => {
      for (const type of INTENT) window.removeEventListener(type, reach, true);
      window.removeEventListener('click', delivered);
    };
  }, [gate]);
  const Widget = useMemo(
    () =>
      serverWidget(remote, expose) ??
      lazy(async () => {
        await gate.opened;
        const mod = await loadWidget<{ default: ComponentType }>(remote, expose);
        // Its area is down: the served HTML stays as it is, rather than an empty slot.
        return isFallback(mod) ? new Promise<never>(() => {}) : mod;
      }),
    [remote, expose, gate],
  );
  // React drops a press on a control it has not hydrated: it is pressed again once it has, after
  // the press being dispatched now (if any) has had its chance to arrive.
  const arrived = useCallback(() => {
    live.current = true;
    setTimeout(() => {
      const press = missed.current;
      missed.current = null;
      if (press?.isConnected) press.click();
    }, 0);
  }, []);
  return (
    <div ref={slot} className={`widget-slot ${slotClass}`}>
      <AreaBoundary area={remote} resetKey={location.pathname} compact>
        <Island Widget={Widget} onArrived={arrived} />
      </AreaBoundary>
    </div>
  );
}

/**
 * Memoised, so that the header's re-renders (the menu opening, a new page) leave a dehydrated
 * boundary alone: one that receives new props before its code is in is rendered afresh instead.
 */
const Island = memo(function Island({
  Widget,
  onArrived,
}: {
  Widget: ComponentType;
  onArrived: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <Widget />
      <Arrived onArrived={onArrived} />
    </Suspense>
  );
});

/** Renders nothing; its effect runs in the commit that hydrated (or mounted) the widget. */
function Arrived({ onArrived }: { onArrived: () => void }) {
  useEffect(onArrived, [onArrived]);
  return null;
}
