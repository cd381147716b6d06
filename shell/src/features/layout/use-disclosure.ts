import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useLocation } from '@site/router';
import { EARLY_TOGGLE } from '../start/early-actions';

/**
 * A disclosure (a button that shows a panel): Escape inside the panel or on the button closes it
 * and puts focus back on the button; a press outside both, or tabbing out of them, closes it
 * without moving focus; a new page closes it. Whether the panel takes room is left to CSS.
 * `onKeyDown` and `onBlur` go on an element that wraps both the button and the panel.
 */
export function useDisclosure<TPanel extends HTMLElement = HTMLElement>() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<TPanel>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  // A press before the app was live was answered by the boot script in the served HTML (it set
  // aria-expanded): take that state over, now and for any such press until the page is live. The
  // hydrating render keeps the served state (closed), so hydration matches.
  useEffect(() => {
    const button = buttonRef.current;
    if (!button) return;
    const adopt = () => setOpen(button.getAttribute('aria-expanded') === 'true');
    adopt();
    button.addEventListener(EARLY_TOGGLE, adopt);
    return () => button.removeEventListener(EARLY_TOGGLE, adopt);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (buttonRef.current?.contains(target) || panelRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      close(true);
    },
    [open, close],
  );

  // Only a focus that lands somewhere else closes it: a click on the panel's own padding moves
  // focus to nothing (relatedTarget null) and must leave the panel open.
  const onBlur = useCallback((event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) setOpen(false);
  }, []);

  return { open, setOpen, close, buttonRef, panelRef, onKeyDown, onBlur };
}
