import { useId } from 'react';
import type { StaticField } from '@/content/pages/vrworld';
import { DemoButton } from '@/features/demo-booking';

interface Props {
  heading: string;
  lead: string;
  fields: StaticField[];
  submitLabel: string;
}

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-500 bg-ink px-3 py-2.5 text-white placeholder:text-slate-400 focus:border-accent';

/**
 * /vrworld's query form. Until the demo-booking issue wires it to a real request, the fields are a visual
 * placeholder and Explore opens the demo dialog (the original form had no submit behaviour, SPEC 2.3).
 */
export function StaticQueryForm({ heading, lead, fields, submitLabel }: Props) {
  const base = useId();
  return (
    <section aria-labelledby={`${base}-heading`} className="mx-auto max-w-3xl px-4 py-14">
      <h2 id={`${base}-heading`} className="text-3xl font-bold text-white">
        {heading}
      </h2>
      <p className="mt-3 text-lg text-slate-300">{lead}</p>
      <form aria-labelledby={`${base}-heading`} noValidate onSubmit={(e) => e.preventDefault()} className="mt-8 grid gap-5 sm:grid-cols-2">
        {fields.map((f) => {
          const id = `${base}-${f.name}`;
          return (
            <div key={f.name} className={f.type === 'textarea' ? 'sm:col-span-2' : ''}>
              <label htmlFor={id} className="text-sm font-medium text-slate-200">
                {f.label}
              </label>
              {f.type === 'textarea' ? (
                <textarea id={id} name={f.name} rows={4} autoComplete={f.autoComplete} className={inputClass} />
              ) : (
                <input
                  id={id}
                  name={f.name}
                  type={f.type}
                  autoComplete={f.autoComplete}
                  {...(f.type === 'tel' ? { inputMode: 'numeric' as const, maxLength: 10, pattern: '[0-9]*' } : {})}
                  className={inputClass}
                />
              )}
            </div>
          );
        })}
        <div className="sm:col-span-2">
          <DemoButton>{submitLabel}</DemoButton>
        </div>
      </form>
    </section>
  );
}
