import { useEffect, type RefObject } from 'react';

/** Something else on the page that Escape belongs to: a modal, an open menu or sheet, a text field. */
const ESCAPE_OWNERS = 'dialog[open], [aria-modal="true"], [aria-expanded="true"]';
const FIELDS = 'input, textarea, select, [contenteditable="true"]';

/**
 * Escape dismisses the bar from anywhere on the page, unless that Escape is another component's:
 * a handler already took it, a modal or menu is open, or a field has focus (Escape clears a search).
 * From inside the bar, Escape always dismisses it.
 */
export function useEscapeDismiss(ref: RefObject<HTMLElement | null>, dismiss: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focused = document.activeElement;
      if (!(ref.current?.contains(focused) ?? false)) {
        if (document.querySelector(ESCAPE_OWNERS) || focused?.matches(FIELDS)) return;
      }
      dismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ref, dismiss]);
}
