import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface PersonTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/** The tab to show: the stored one when this page has it, else the first (a person with no articles has no Articles tab). */
export function activeTab(tabs: readonly PersonTab[], stored: string): string {
  return tabs.some((t) => t.id === stored) ? stored : (tabs[0]?.id ?? '');
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move and select. Every panel is
 * in the HTML (the inactive ones `hidden`), so a prerendered page carries all of its content.
 */
export function PersonTabs({
  tabs,
  selected,
  label,
  onSelect,
}: {
  tabs: readonly PersonTab[];
  selected: string;
  label: string;
  onSelect: (id: string) => void;
}) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const current = activeTab(tabs, selected);
  function onKeyDown(event: KeyboardEvent) {
    const i = tabs.findIndex((t) => t.id === current);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: i >= last ? 0 : i + 1,
      ArrowLeft: i <= 0 ? last : i - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    list.current?.querySelector<HTMLButtonElement>(`[data-tab="${tab.id}"]`)?.focus();
  }
  return (
    <div className="person-tabs">
      <div role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            data-tab={t.id}
            aria-selected={t.id === current}
            aria-controls={`${base}-panel-${t.id}`}
            tabIndex={t.id === current ? 0 : -1}
            onClick={() => onSelect(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <section
          key={t.id}
          role="tabpanel"
          id={`${base}-panel-${t.id}`}
          aria-labelledby={`${base}-tab-${t.id}`}
          hidden={t.id !== current}
          tabIndex={0}
        >
          {t.panel}
        </section>
      ))}
    </div>
  );
}
