import { Fragment, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FaqBlock, FaqInline } from '@/content/faq-items';

export interface AccordionItem {
  id: string | number;
  question: string;
  /** Structured text, rendered as elements: no HTML is parsed at run time. */
  answer: readonly FaqBlock[];
}

/** One answer open at a time (SPEC 4); APG accordion. */
export function Accordion({
  items,
  headingLevel = 3,
  openFirst = false,
}: {
  items: readonly AccordionItem[];
  headingLevel?: 2 | 3;
  /** Start with the first answer open (it closes like any other). */
  openFirst?: boolean;
}) {
  const [openId, setOpenId] = useState<AccordionItem['id'] | null>(openFirst ? (items[0]?.id ?? null) : null);
  const base = useId();
  const Heading = `h${headingLevel}` as const;

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
              className="faq-answer px-5 pb-5 text-slate-300"
            >
              <Answer blocks={item.answer} />
            </div>
          </div>
        );
      })}
    </div>
  );
}

function Answer({ blocks }: { blocks: readonly FaqBlock[] }) {
  return blocks.map((block, i) =>
    'p' in block ? (
      <p key={i}>
        <Runs runs={block.p} />
      </p>
    ) : (
      <ul key={i}>
        {block.ul.map((runs, j) => (
          <li key={j}>
            <Runs runs={runs} />
          </li>
        ))}
      </ul>
    ),
  );
}

function Runs({ runs }: { runs: readonly FaqInline[] }) {
  return runs.map((run, i) => (
    <Fragment key={i}>
      {typeof run === 'string' ? run : 'strong' in run ? <strong>{run.strong}</strong> : <Link to={run.to}>{run.link}</Link>}
    </Fragment>
  ));
}
