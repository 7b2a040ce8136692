import { useId, useMemo, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { sanitizeHtml } from './sanitize-html';

export interface AccordionItem {
  id: string | number;
  question: string;
  /** HTML; sanitized before rendering. */
  answer: string;
}

/**
 * Questions and answers, one answer open at a time; activating the open question closes it (SPEC 4). Each
 * question is a button in an h3 controlling a labelled region (APG accordion).
 */
export function Accordion({ items, headingLevel = 3 }: { items: readonly AccordionItem[]; headingLevel?: 2 | 3 }) {
  const [openId, setOpenId] = useState<AccordionItem['id'] | null>(null);
  const base = useId();
  const navigate = useNavigate();
  const answers = useMemo(() => new Map(items.map((i) => [i.id, sanitizeHtml(i.answer)])), [items]);
  const Heading = `h${headingLevel}` as const;

  // Same-site links inside answers navigate in the SPA instead of reloading the page.
  const onAnswerClick = (event: MouseEvent<HTMLDivElement>) => {
    const a = (event.target as Element).closest('a');
    const href = a?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <div className="divide-y divide-white/10 rounded-2xl border border-white/10 bg-ink-soft">
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${base}-q-${item.id}`;
        const panelId = `${base}-a-${item.id}`;
        return (
          <div key={item.id}>
            <Heading className="m-0">
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-white hover:text-accent"
              >
                <span>{item.question}</span>
                <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d={open ? 'M3 8h10' : 'M3 8h10M8 3v10'} />
                </svg>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              onClick={onAnswerClick}
              className="faq-answer px-5 pb-5 text-slate-300"
              dangerouslySetInnerHTML={{ __html: answers.get(item.id) ?? '' }}
            />
          </div>
        );
      })}
    </div>
  );
}
