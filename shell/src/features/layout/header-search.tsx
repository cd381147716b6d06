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
    const focusField = () => {
      const field = panel.querySelector<HTMLInputElement>('input');
      field?.focus();
      return Boolean(field);
    };
    if (focusField()) return;
    // The widget is still on its way: focus its field as soon as it is in the page.
    const observer = new MutationObserver(() => {
      if (focusField()) observer.disconnect();
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
        <RemoteWidget remote="content" expose="SearchBox" slot="widget-slot--search" />
      </div>
    </div>
  );
}
