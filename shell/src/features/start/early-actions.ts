/**
 * Until the app has taken over a prerendered page (html[data-ready="true"]), a press on one of its
 * buttons would do nothing and a form would submit natively. The boot script holds those presses
 * and submissions and replays them, in order, once the page is live; a visitor's first press is
 * never lost. Links are left alone: one followed before then is a normal load of a prerendered page.
 */
const PRESSABLE =
  'button, [role="button"], input[type="submit"], input[type="button"], input[type="image"]';

/** `onHold` hears of each held action: a press with no pointer or key before it (assistive
 * technology, a script) must start the app too. */
export function holdEarlyActions(
  doc: Document,
  onHold: () => void = () => {},
): { release(replay: boolean): void } {
  const held: Array<() => void> = [];
  const isLive = () => doc.documentElement.dataset.ready === 'true';

  const onClick = (event: Event) => {
    if (isLive()) return;
    const target = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
    if (!target || target.matches(':disabled') || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(() => (target as HTMLElement).click());
    onHold();
  };
  const onSubmit = (event: Event) => {
    if (isLive() || !(event.target instanceof HTMLFormElement)) return;
    const form = event.target;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(() => form.requestSubmit());
    onHold();
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
    // After the commit that marked the page live, so React's handlers are attached.
    if (replay) setTimeout(() => held.splice(0).forEach((act) => act()), 0);
  }
  return { release };
}
