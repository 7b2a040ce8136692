import { usePageTitle } from '@/hooks/use-page-title';

interface Props {
  title: string;
  heading: string;
  children?: React.ReactNode;
}

/** A page that a later issue fills: its title, a heading naming it, and a line of text. */
export function PlaceholderPage({ title, heading, children }: Props) {
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold text-white sm:text-4xl">{heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-300">{children ?? 'This page is being prepared.'}</p>
    </section>
  );
}
