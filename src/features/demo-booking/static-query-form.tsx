import { useId } from 'react';
import type { StaticField } from '@/content/pages/vr-world';
import { InlineDemoForm } from './inline-demo-form';

interface Props {
  heading: string;
  lead: string;
  fields: StaticField[];
  submitLabel: string;
}

// The page's content names its fields as the original did; the booking form uses the booking's names.
const FIELD_OF = { name: 'name', companyName: 'companyName', email: 'businessEmail', phone: 'phone', message: 'message' } as const;

/** The original had no submit behaviour (SPEC 2.3); here it is the real booking form. */
export function StaticQueryForm({ heading, lead, fields, submitLabel }: Props) {
  const base = useId();
  const labels = Object.fromEntries(fields.map((f) => [FIELD_OF[f.name], f.label]));
  return (
    <section aria-labelledby={`${base}-heading`} className="mx-auto max-w-3xl px-4 py-14">
      <h2 id={`${base}-heading`} className="text-3xl font-bold text-white">
        {heading}
      </h2>
      <p className="mt-3 text-lg text-slate-300">{lead}</p>
      <div className="mt-8">
        <InlineDemoForm labels={labels} submitLabel={submitLabel} labelledBy={`${base}-heading`} sourceLabel={`Inline form: ${heading}`} />
      </div>
    </section>
  );
}
