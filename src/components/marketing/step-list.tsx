/** Numbered steps side by side from 768 px (what happens after contact, a product's flow): 01, a title, a sentence. */
export function StepList({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, i) => (
        <li key={step.title} className="rounded-2xl border border-white/10 bg-ink-soft p-6">
          <span aria-hidden="true" className="text-3xl font-extrabold text-accent">
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3 className="mt-2 text-lg font-bold text-white">{step.title}</h3>
          <p className="mt-2 text-slate-300">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
