import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
} from 'react';
import { Link } from '@site/router';
import { appState } from '@site/app-state';
import { useAppState } from '@site/app-state/react';
import { giveHref } from '../../../shared/components/donate-link';
import { useEscapeDismiss } from '../hooks/use-escape-dismiss';
import { useFixedBarHeight } from '../hooks/use-fixed-bar-height';
import { schedulePopup } from '../popup-schedule';
import './donation-popup.css';

/** The audio player's bar (mfe-media), fixed to the bottom of every page while an episode is loaded. */
const AUDIO_BAR = '.audio-player';

/** The donation pop-up (`./DonationPopup`): a non-blocking invitation, once per session. */
export default function DonationPopup() {
  const visible = useAppState((s) => s.popupVisible);
  // The project the visitor was looking at, if any; else the form preselects the default project.
  const projectId = useAppState((s) => s.donatingProjectId);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    return schedulePopup(window.sessionStorage, () => appState.setState({ popupVisible: true }));
  }, []);
  if (!ready || !visible) return null;
  return <DonationBar projectId={projectId} />;
}

/**
 * A slim bar docked to the bottom of the viewport (above the audio player when it plays), but in
 * the page's flow after the footer: the page grows by its height, so nothing stays hidden under
 * it, and appearing late shifts no content. It never takes focus; it is last in the tab order.
 */
function DonationBar({ projectId }: { projectId: string }) {
  const ref = useRef<HTMLElement>(null);
  // Where focus was before it entered the bar: it goes back there when the bar is dismissed.
  const cameFrom = useRef<HTMLElement | null>(null);
  const audioBarHeight = useFixedBarHeight(AUDIO_BAR);

  const hide = useCallback(() => appState.setState({ popupVisible: false }), []);
  const dismiss = useCallback(() => {
    if (ref.current?.contains(document.activeElement)) {
      const back = cameFrom.current?.isConnected
        ? cameFrom.current
        : document.getElementById('main');
      back?.focus({ preventScroll: true });
    }
    hide();
  }, [hide]);
  useEscapeDismiss(ref, dismiss);

  const remember = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
  };

  return (
    <aside
      ref={ref}
      className="donation-bar"
      aria-labelledby="donation-popup-title"
      onFocus={remember}
      style={{ '--donation-bar-bottom': `${audioBarHeight}px` } as CSSProperties}
    >
      {/* One line on purpose: an invitation, not the biggest thing on the page (or its largest paint). */}
      <h2 id="donation-popup-title">Readers fund these stories</h2>
      {/* Following the link hides the bar; the give page then moves focus to its own heading. */}
      <Link to={giveHref(projectId || null)} onClick={hide}>
        Give today
      </Link>
      <button type="button" onClick={dismiss}>
        Not now
      </button>
    </aside>
  );
}
