/** Capitalised as the spec writes it in the business dashboard. */
export const NOT_AVAILABLE = 'Not Available';

/** A value the record does not have (a phone sign-in has no name or email yet): muted, so it reads as absent. */
export function Missing() {
  return <span className="font-normal text-slate-400">{NOT_AVAILABLE}</span>;
}

/** The value, or Missing when there is none. */
export const orMissing = (value: string | null | undefined) => value || <Missing />;
