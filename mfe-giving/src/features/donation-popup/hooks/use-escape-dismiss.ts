import { useEffect, type RefObject } from 'react';

/**
 * Escape dismisses the bar from anywhere on the page, except while a modal (the cart drawer, a
 * dialog) is open and focus is outside the bar: that Escape belongs to the modal.
 */
export function useEscapeDismiss(ref: RefObject<HTMLElement | null>, dismiss: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const inside = ref.current?.contains(document.activeElement) ?? false;
      if (!inside && document.querySelector('dialog[open], [aria-modal="true"]')) return;
      dismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ref, dismiss]);
}
