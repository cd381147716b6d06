/**
 * Leaves the single-page app for `to`: the browser loads it afresh from the server.
 *
 * When the router has just pushed `to` (a client navigation that turned out to need the server's
 * page: a new release, a path no area claims), loading that same URL makes Chromium replace the
 * pushed entry with the new document *and* count the entry before it (the page the visitor came
 * from) as that document's own. Back then changes the URL inside the new document without loading
 * the old page, and the visitor sees one page under another's address. So after a push the app
 * first steps back to where it was, unseen by the router, and then navigates normally to `to`.
 */
export function leaveApp(to: string, pushed: boolean, win: Window = window): void {
  if (!pushed) {
    win.location.assign(to);
    return;
  }
  const onPop = (event: PopStateEvent) => {
    // Captured before the router's own listener, which must not render the page stepped back to.
    event.stopImmediatePropagation();
    win.removeEventListener('popstate', onPop, true);
    // Restored from the back/forward cache, this document would show the router still at `to`
    // under the address stepped back to: load that address afresh instead.
    win.addEventListener(
      'pageshow',
      (shown) => (shown as PageTransitionEvent).persisted && win.location.reload(),
      { once: true },
    );
    win.location.assign(to);
  };
  win.addEventListener('popstate', onPop, true);
  win.history.back();
}
