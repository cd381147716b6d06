import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { BusEventName, BusEvents } from '@site/contracts';
import { bus } from '@site/event-bus';
import { useLocation } from '@site/router';
import { AreaBoundary } from '../errors/area-boundary';
import { isFallback, loadWidget } from '../../app/federation/remotes';
import { widgetsMayLoad } from './deferred-start';
import { ServedWidget } from './served-widget';

const Nothing = () => null;

interface WidgetProps {
  remote: string;
  expose: string;
  /** An element, in the prerendered HTML too, whose class reserves the widget's room. */
  slot?: string;
  /** Load at once, not at the first interaction or idle time. */
  eager?: boolean;
  /**
   * A bus event the widget listens to: one raised before the widget has loaded starts loading it,
   * and the latest such event is raised again once it is there, so nothing is missed (a play
   * button pressed before the audio player arrived).
   */
  replay?: BusEventName;
  /**
   * Shown in the widget's place, in the served HTML too, until the widget is in the page: a plain
   * control that works before (and without) the app (the header's search form).
   */
  fallback?: ReactNode;
  /** Called when the widget is in the page and the fallback still is (to hand over what was typed). */
  onLanded?: () => void;
  /**
   * In the served HTML: the build renders the area's server widget and the browser hydrates it in
   * place (served-widget.tsx). Needs a `slot`; `replay` and `fallback` do not apply.
   */
  prerender?: boolean;
}

/**
 * A widget another area exposes (`commerce/CartButton` …). While it loads, and if
 * its area is down, the slot stays empty; the page around it never breaks.
 * A widget that sits in the page's flow gets a `slot`, so nothing moves when it arrives.
 */
export function RemoteWidget({ slot, prerender, ...props }: WidgetProps) {
  if (prerender && slot)
    return (
      <ServedWidget remote={props.remote} expose={props.expose} slot={slot} eager={props.eager} />
    );
  const widget = <WidgetBody {...props} />;
  return slot ? <div className={`widget-slot ${slot}`}>{widget}</div> : widget;
}

function WidgetBody({ remote, expose, eager = false, replay, fallback, onLanded }: WidgetProps) {
  const location = useLocation();
  // Widgets are client-only: prerendered HTML and the hydrating render both leave the slot empty,
  // so no boundary suspends on the server and hydration matches. They load after hydration, at the
  // first interaction or when the browser is idle (deferred-start.ts); an `eager` one at once.
  const [mounted, setMounted] = useState(false);
  const [landed, setLanded] = useState(false);
  const missed = useRef<{ payload: BusEvents[BusEventName] } | null>(null);
  const loaded = useRef(false);
  const failed = useRef(false);
  useEffect(() => {
    let live = true;
    const start = () => live && setMounted(true);
    if (eager) start();
    // At idle, in a transition: React renders it in slices that yield to input (an update outside
    // one is rendered in a single task, issue 29).
    else
      void widgetsMayLoad().then(() =>
        startTransition(() => {
          start();
        }),
      );
    const off = replay
      ? bus.on(replay, (payload) => {
          if (loaded.current) return;
          missed.current = { payload };
          start();
        })
      : undefined;
    return () => {
      live = false;
      off?.();
    };
  }, [eager, replay]);
  const Widget = useMemo(
    () =>
      lazy(async () => {
        const mod = await loadWidget<{ default: ComponentType }>(remote, expose);
        if (!isFallback(mod)) return mod;
        failed.current = true; // its area is down: a fallback stays
        return { default: Nothing };
      }),
    [remote, expose],
  );
  // The fallback keeps one place in the tree, so what was typed in it stays until the widget is in.
  return (
    <>
      {!landed && fallback}
      {mounted && (
        <AreaBoundary area={remote} resetKey={location.pathname} compact>
          <Suspense fallback={null}>
            <Widget />
            {fallback !== undefined && (
              <Landed
                onLanded={() => {
                  if (failed.current) return;
                  onLanded?.();
                  setLanded(true);
                }}
              />
            )}
            <Arrived
              onArrived={() => {
                loaded.current = true;
                const event = missed.current;
                missed.current = null;
                if (replay && event) bus.emit(replay, event.payload as never);
              }}
            />
          </Suspense>
        </AreaBoundary>
      )}
    </>
  );
}

/** Before paint, in the commit that brought the widget: the fallback goes without a frame of both. */
function Landed({ onLanded }: { onLanded: () => void }) {
  const done = useRef(onLanded);
  useLayoutEffect(() => done.current(), []);
  return null;
}

/** Rendered after the widget in one commit: its effect runs once the widget's own effects have run. */
function Arrived({ onArrived }: { onArrived: () => void }) {
  const done = useRef(onArrived);
  useEffect(() => done.current(), []);
  return null;
}
