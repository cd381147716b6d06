import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { appState } from '@site/app-state';
import { useAppState } from '@site/app-state/react';
import { giveHref } from '../../../shared/components/donate-link';
import { schedulePopup } from '../popup-schedule';

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
  const close = () => appState.setState({ popupVisible: false });
  return (
    <aside className="donation-popup" aria-labelledby="donation-popup-title">
      {/* One line on purpose: an invitation, not the biggest thing on the page (or its largest paint). */}
      <h2 id="donation-popup-title">Readers fund these stories</h2>
      <Link to={giveHref(projectId || null)} onClick={close}>
        Give today
      </Link>
      <button type="button" onClick={close}>
        Not now
      </button>
    </aside>
  );
}
