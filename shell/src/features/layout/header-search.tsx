import { useEffect } from 'react';
import { RemoteWidget } from '../widgets/remote-widget';
import { SearchIcon } from './header-icons';
import { useDisclosure } from './use-disclosure';

const PANEL_ID = 'site-search';

/**
 * The header's search: an icon button that opens the content area's search box below the header
 * row. Opening puts focus in the field (once the widget has arrived); Escape closes it and puts
 * focus back on the button. The widget mounts with the page, hidden, so opening never waits on it.
 */
export function HeaderSearch() {
  const { open, setOpen, buttonRef, panelRef, onKeyDown, onBlur } = useDisclosure<HTMLDivElement>();

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const field = () => panel.querySelector<HTMLInputElement>('input:not([type="hidden"])');
    field()?.focus();
    // The field may arrive, or be replaced, while the panel is open (the content area's search box
    // takes the served form's place): focus follows it, unless the visitor has moved elsewhere. A
    // focused field that is removed leaves focus on the body.
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) field()?.focus();
    });
    observer.observe(panel, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [open, panelRef]);

  return (
    <div className="header-search" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="header-icon-button search-toggle"
        aria-label="Open search"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((was) => !was)}
      >
        <SearchIcon />
      </button>
      <div ref={panelRef} id={PANEL_ID} className="header-panel search-panel" data-open={open}>
        <RemoteWidget
          remote="content"
          expose="SearchBox"
          slot="widget-slot--search"
          fallback={<SearchFallback />}
          onLanded={() => handOver(panelRef.current)}
        />
      </div>
    </div>
  );
}

const FALLBACK_FIELD = 'site-search-field';
// The content area's search page (its SearchBox submits there too), which reads ?q=.

/**
 * The search form of the served HTML, until the content area's search box is in: a plain GET form
 * to the search page, so the header's search answers a first tap (issue 29) and works without the
 * app. Same look and labels as the search box.
 */
function SearchFallback() {
  return (
    <form role="search" className="search-box" action="/search" method="get">
      <label htmlFor={FALLBACK_FIELD} className="visually-hidden">
        Search the site
      </label>
      <input id={FALLBACK_FIELD} type="search" name="q" maxLength={250} placeholder="Search" />
      <button type="submit">Search</button>
    </form>
  );
}

/** What was typed in the fallback, and its focus, go to the search box that replaces it. */
function handOver(panel: HTMLElement | null) {
  const from = panel?.querySelector<HTMLInputElement>(`#${FALLBACK_FIELD}`);
  const to = panel?.querySelector<HTMLInputElement>(`input:not(#${FALLBACK_FIELD})`);
  if (!from || !to) return;
  if (from.value) {
    // Through the native setter and an input event, so the box's own state (React's onChange) hears it.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(to, from.value);
    to.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (document.activeElement === from) to.focus();
}
