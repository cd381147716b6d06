/**
 * Until the app has taken over a prerendered page (html[data-ready="true"]), a press on one of its
 * buttons would do nothing and a form would submit natively. The boot script holds those presses
 * and submissions and replays them, in order, once the page is live; a visitor's first press is
 * never lost. Links are left alone: one followed before then is a normal load of a prerendered page;
 * so is a form that names its action (the header's search form before the search box is in).
 * Some presses are also answered in place at once: the header's disclosures (not replayed),
 * choices in a group marked for it (replayed, so the app's state follows), and presses an area's
 * island takes (not replayed: @site/contracts/islands).
 */
import { offerToIsland } from '@site/contracts/islands';

/**
 * The header's disclosures (the menu, the search): their panels are in the served HTML, so a press
 * before the app is live opens or closes one at once, in place, and is not replayed. The header
 * adopts the state when it hydrates, and hears of later presses through EARLY_TOGGLE
 * (features/layout/use-disclosure.ts).
 */
export const EARLY_DISCLOSURE = 'header button[aria-controls][aria-expanded]';
export const EARLY_TOGGLE = 'site:early-toggle';

function toggleDisclosure(doc: Document, button: Element): boolean {
  const panel = doc.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) return false;
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  panel.dataset.open = String(open);
  if (open) panel.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus();
  button.dispatchEvent(new Event(EARLY_TOGGLE));
  return true;
}

/**
 * A group of choices whose pressed state is the answer to a press (the gift amounts on /give): the
 * served HTML marks it `data-early-choice`, and may name, in `data-early-field`, the id of the field
 * a choice fills with its `data-early-value`. A press before the app is live marks the choice at
 * once, in place, and is still replayed once the page is live, so the app's state follows; choosing
 * the same thing twice changes nothing, so the press is answered exactly once.
 */
export const EARLY_CHOICE = '[data-early-choice] button[aria-pressed]';

function markChoice(doc: Document, button: Element): void {
  const group = button.closest<HTMLElement>('[data-early-choice]');
  if (!group) return;
  for (const choice of group.querySelectorAll('button[aria-pressed]'))
    choice.setAttribute('aria-pressed', String(choice === button));
  const field = doc.getElementById(group.dataset.earlyField ?? '');
  const value = (button as HTMLElement).dataset.earlyValue;
  if (field instanceof HTMLInputElement && value !== undefined) field.value = value;
}

/**
 * Set on <html> ('true') while a press is held: the app, starting, then hydrates the page in one go
 * rather than in slices that yield to the browser (start-app.tsx), since the visitor is waiting for
 * it. 'replayed' once the held presses were replayed: the header's widgets then wait until the
 * answer's requests are over (features/widgets/deferred-start.ts).
 */
export const HELD_PRESS = 'held';

const PRESSABLE =
  'button, [role="button"], input[type="submit"], input[type="button"], input[type="image"]';

/** `onHold` hears of each held action: a press with no pointer or key before it (assistive
 * technology, a script) must start the app too. */
export function holdEarlyActions(
  doc: Document,
  onHold: () => void = () => {},
): { release(replay: boolean): void } {
  const held: Array<() => void> = [];
  const hold = (act: () => void) => {
    held.push(act);
    doc.documentElement.dataset[HELD_PRESS] = 'true';
    onHold();
  };
  const isLive = () => doc.documentElement.dataset.ready === 'true';

  const onClick = (event: Event) => {
    if (isLive()) return;
    const target = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
    if (!target || target.matches(':disabled') || target.closest('a[href], form[action]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (target.matches(EARLY_DISCLOSURE) && toggleDisclosure(doc, target)) {
      onHold();
      return;
    }
    if (offerToIsland(target)) return;
    if (target.matches(EARLY_CHOICE)) markChoice(doc, target);
    hold(() => (target as HTMLElement).click());
  };
  const onSubmit = (event: Event) => {
    if (isLive() || !(event.target instanceof HTMLFormElement)) return;
    if (event.target.hasAttribute('action')) return;
    const form = event.target;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (offerToIsland(form)) return;
    hold(() => form.requestSubmit());
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);

  let done = false;
  const observer = new MutationObserver(() => {
    if (isLive()) release(true);
  });
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-ready'] });

  function release(replay: boolean) {
    if (done) return;
    done = true;
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    if (replay && held.length) doc.documentElement.dataset[HELD_PRESS] = 'replayed';
    else delete doc.documentElement.dataset[HELD_PRESS];
    // After the commit that marked the page live, so React's handlers are attached.
    if (replay) setTimeout(() => held.splice(0).forEach((act) => act()), 0);
  }
  return { release };
}
