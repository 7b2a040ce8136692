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
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-x-2 border-b border-slate-700">
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
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
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
