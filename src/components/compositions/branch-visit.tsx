import { useId } from 'react';
import { Panel } from './panel';

/**
 * The home page's picture (docs/design/system.md, "Compositions"; decision 0077): one customer's visit to a virtual
 * branch, drawn in code. The branch floor as a diagram on the left, the three things the visit leaves on our side as
 * panels on the right: the phone sign-in, the identity checks and the visit's record. Plain markup and one inline SVG,
 * sharp at any pixel ratio, no script, no picture file; the made-up visitor is obviously a sample of a screen.
 * Under 34rem of width only the floor and the sign-in panel show.
 */

const DESKS = [
  { label: 'Loan desk', queue: '3 waiting', y: 30 },
  { label: 'Account desk', queue: '1 waiting', y: 88 },
  { label: 'Card desk', queue: 'free', y: 146 },
] as const;

const CODE = ['4', '8', '2', '9', '1', '7'] as const;

const CHECKS = ['Passport, chip and MRZ', 'Face match, live', 'Sanctions and PEP lists'] as const;

const RECORD = [
  ['10:41', 'Signed in by phone'],
  ['10:42', 'Identity verified'],
  ['10:44', 'Joined the loan desk queue'],
] as const;

function Tick() {
  return (
    <svg viewBox="0 0 16 16" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="8" cy="8" r="6.5" className="text-accent/40" />
      <path d="m5.2 8.2 1.9 1.9 3.7-4" className="text-accent" />
    </svg>
  );
}

/** The branch floor: the door, the identity check and three desks; the path of this visit in teal. */
function Floor() {
  // Node boxes: identity check at the left, desks in a column at the right; paths leave the check's right edge.
  const node = 'fill-ink stroke-white/15';
  return (
    <svg viewBox="0 0 340 270" className="h-auto w-full" role="presentation" focusable="false">
      <defs>
        <pattern id="bv-dots" width="20" height="20" patternUnits="userSpaceOnUse">
          <circle cx="1" cy="1" r="1" className="fill-white/10" />
        </pattern>
      </defs>
      <rect x="0" y="0" width="340" height="270" fill="url(#bv-dots)" />
      {/* Walls, open at the door at the bottom left. */}
      <path d="M60 258 H12 V12 H328 V258 H120" className="fill-none stroke-white/20" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M60 258 h60" className="fill-none stroke-accent/60" strokeWidth="1.5" strokeDasharray="3 4" />
      <text x="90" y="251" textAnchor="middle" className="fill-slate-300 text-[11px]">Door</text>
      {/* The paths to the other desks, quiet. */}
      <path d="M142 172 H160 Q170 172 170 162 V115 Q170 105 180 105 H194 M170 162 Q170 163 180 163 H194" className="fill-none stroke-brand-light/50" strokeWidth="1.5" strokeLinecap="round" />
      {/* This visit: door, identity check, loan desk. */}
      <path d="M90 234 V190 M142 172 H160 Q170 172 170 162 V57 Q170 47 180 47 H194" className="composition-path fill-none stroke-accent" strokeWidth="1.5" strokeLinecap="round" />
      <rect x="28" y="154" width="114" height="36" rx="8" className={node} />
      <text x="85" y="177" textAnchor="middle" className="fill-white text-[12px] font-semibold">Identity check</text>
      {DESKS.map((desk) => (
        <g key={desk.label}>
          <rect x="194" y={desk.y} width="124" height="34" rx="8" className={desk.y === 30 ? 'fill-ink stroke-accent/70' : node} />
          <text x="206" y={desk.y + 15} className="fill-white text-[12px] font-semibold">{desk.label}</text>
          <text x="206" y={desk.y + 28} className="fill-slate-300 text-[10px]">{desk.queue}</text>
        </g>
      ))}
      <rect x="194" y="208" width="124" height="34" rx="8" className={node} />
      <text x="206" y="229" className="fill-white text-[12px] font-semibold">Adviser rooms</text>
      {/* The visitor, at the loan desk's queue. */}
      <circle cx="186" cy="47" r="4.5" className="fill-accent" />
      <circle cx="186" cy="47" r="9" className="composition-pulse fill-none stroke-accent/50" strokeWidth="1.5" />
    </svg>
  );
}

export const BRANCH_VISIT_CAPTION =
  'A visit to a virtual branch in Eternity City: the visitor signs in with a one-time code, passes the identity check and joins the loan desk queue, and each step is recorded.';

export default function BranchVisit() {
  const captionId = useId();
  return (
    <figure className="@container" data-composition="branch-visit" aria-labelledby={captionId}>
      <figcaption id={captionId} className="sr-only">{BRANCH_VISIT_CAPTION}</figcaption>
      <div aria-hidden="true" className="overflow-hidden rounded-xl border border-white/10 bg-ink-soft shadow-2xl shadow-black/50">
        <div className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-2.5 text-sm">
          <p className="truncate text-slate-300">
            Eternity City <span className="text-slate-400">/</span> <span className="font-semibold text-white">Your branch</span>
          </p>
          <p className="flex items-center gap-1.5 rounded-full border border-accent/40 px-2 py-0.5 text-xs font-semibold text-accent">
            <span className="size-1.5 rounded-full bg-accent" />
            Live
          </p>
        </div>
        <div className="grid gap-3 p-3 @[34rem]:grid-cols-[1.45fr_1fr]">
          <div className="rounded-lg border border-white/10 bg-ink/60 p-1.5">
            <Floor />
          </div>
          <div className="hidden content-start gap-3 @[34rem]:grid">
            <Panel title="Sign-in">
              <div className="mt-2.5 flex gap-1.5">
                {CODE.map((digit, i) => (
                  <span key={i} className="grid h-9 w-7 place-items-center rounded-md border border-white/15 bg-ink-soft text-base font-semibold tabular-nums text-white">
                    {digit}
                  </span>
                ))}
              </div>
              <p className="mt-2.5 text-sm font-semibold text-white">Visitor 0142</p>
              <p className="text-sm text-slate-300">+91 ••••• ••821</p>
            </Panel>
            <Panel title="Identity check">
              <ul className="mt-2 space-y-1.5 text-sm text-slate-200">
                {CHECKS.map((check) => (
                  <li key={check} className="flex items-center gap-2">
                    <Tick />
                    {check}
                  </li>
                ))}
              </ul>
            </Panel>
          </div>
          <Panel title="Visit record" className="hidden @[34rem]:col-span-2 @[34rem]:block">
            <ol className="mt-2 grid grid-cols-3 gap-3 text-sm">
              {RECORD.map(([time, what]) => (
                <li key={time} className="border-l border-white/15 pl-2.5">
                  <span className="block tabular-nums text-slate-400">{time}</span>
                  <span className="text-slate-200">{what}</span>
                </li>
              ))}
            </ol>
          </Panel>
        </div>
      </div>
    </figure>
  );
}
