import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

interface Props {
  label: string;
  tabs: readonly TabItem[];
  defaultId?: string;
}

/** WAI-ARIA tabs with automatic activation. */
export function Tabs({ label, tabs, defaultId }: Props) {
  const base = useId();
  const [selected, setSelected] = useState(defaultId ?? tabs[0]?.id);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const focusTab = (index: number) => {
    const count = tabs.length;
    const next = tabs[(index + count) % count];
    if (!next) return;
    setSelected(next.id);
    refs.current[(index + count) % count]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  };

  return (
    <div>
      {/* One row that scrolls sideways on a phone rather than wrapping; the rule under it is a shadow, so the scroll
          box does not clip the selected tab's underline. */}
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-x-2 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-slate-700)] [scrollbar-width:thin]"
      >
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`shrink-0 whitespace-nowrap border-b-2 px-4 py-2 text-sm font-semibold max-sm:px-3 ${
                active ? 'border-accent text-white' : 'border-transparent text-slate-300 hover:text-white'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="pt-6"
        >
          {tab.id === selected ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}
