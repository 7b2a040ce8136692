import { Fragment } from 'react';

/**
 * Long addresses and values wrap at sensible points: a `<wbr>` after every "@", "." and "/" that a character
 * follows, so "sales.lead@showroom.example" breaks as "sales.lead@ / showroom.example", never "showroom.exam / ple".
 * The cell's `overflow-wrap` stays the last resort for a run with no such point.
 */
export function BreakableText({ text }: { text: string }) {
  const parts = text.split(/(?<=[@./])(?=[^\s/])/);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
