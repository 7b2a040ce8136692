import { useId, type ReactNode } from 'react';
import { Panel } from './panel';
import { SCREENS, type ScreenId, type ScreenSpec, type PlanSpec, type ChartSpec, type TableSpec } from './screens';

/**
 * The pictures of the product pages (docs/design/system.md, "Compositions" and "Diagrams"; decision 0078): one screen
 * of the product, drawn in code from the data in screens.ts. A window with the place and a status, a plan of the site
 * (a diagram: nodes, the route taken, where the visitor or the robot is now) or a chart, the latest events and three
 * readings. Plain markup and inline SVG, sharp at any pixel ratio; kept as static markup on the public pages (Island).
 * Under 34rem of width only the plan or chart and the readings show; from 60rem (a `wide` section) the readings stand
 * in a third column and the plan keeps its size.
 */

const VIEW = { width: 340, height: 220 } as const;
const NODE_H = 30;
const NODE_H_NOTE = 40;
const R = 10;

type Box = { x: number; y: number; w: number; h: number };

const nodeWidth = (label: string, note?: string) => Math.max(76, Math.round(Math.max(label.length * 6.7, (note?.length ?? 0) * 5.6) + 22));

export function boxes(plan: PlanSpec): Map<string, Box> {
  const map = new Map<string, Box>();
  for (const n of plan.nodes) {
    const w = n.w ?? nodeWidth(n.label, n.note);
    const h = n.note ? NODE_H_NOTE : NODE_H;
    map.set(n.id, { x: n.x - w / 2, y: n.y - h / 2, w, h });
  }
  return map;
}

/** From one node's centre to the next: straight, or one rounded elbow (horizontal first; `^` before an id: vertical first). */
export function legPath(from: { x: number; y: number }, to: { x: number; y: number }, verticalFirst = false): string {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.abs(dx) < 1 || Math.abs(dy) < 1) return `M${from.x} ${from.y} L${to.x} ${to.y}`;
  const sx = Math.sign(dx);
  const sy = Math.sign(dy);
  const r = Math.min(R, Math.abs(dx) / 2, Math.abs(dy) / 2);
  return verticalFirst
    ? `M${from.x} ${from.y} V${to.y - sy * r} Q${from.x} ${to.y} ${from.x + sx * r} ${to.y} H${to.x}`
    : `M${from.x} ${from.y} H${to.x - sx * r} Q${to.x} ${from.y} ${to.x} ${from.y + sy * r} V${to.y}`;
}

function Plan({ plan }: { plan: PlanSpec }) {
  const dots = useId();
  const at = boxes(plan);
  const centre = (id: string) => {
    const b = at.get(id.replace('^', ''));
    if (!b) throw new Error(`Plan: no node ${id}`);
    return { x: b.x + b.w / 2, y: b.y + b.h / 2 };
  };
  const legs = plan.route.slice(1).map((id, i) => legPath(centre(plan.route[i]!), centre(id), id.startsWith('^')));
  const done = plan.done ?? legs.length;
  return (
    <svg viewBox={`0 0 ${VIEW.width} ${VIEW.height}`} className="block h-auto w-full" role="presentation" focusable="false">
      <defs>
        <pattern id={dots} width="20" height="20" patternUnits="userSpaceOnUse">
          <circle cx="1" cy="1" r="1" className="fill-white/10" />
        </pattern>
      </defs>
      <rect width={VIEW.width} height={VIEW.height} fill={`url(#${dots})`} />
      <rect x="8" y="8" width={VIEW.width - 16} height={VIEW.height - 16} rx="12" className="fill-none stroke-white/15" strokeWidth="1.5" />
      {plan.area ? <text x="20" y="26" className="fill-slate-400 text-[10px] font-semibold uppercase tracking-[0.12em]">{plan.area}</text> : null}
      {(plan.links ?? []).map(([a, b]) => (
        <path key={`${a}-${b}`} d={legPath(centre(a), centre(b), b.startsWith('^'))} className="fill-none stroke-brand-light/40" strokeWidth="1.5" strokeLinecap="round" />
      ))}
      {legs.map((d, i) => (
        <path
          key={d}
          d={d}
          className={i < done - 1 ? 'fill-none stroke-accent' : i === done - 1 ? 'composition-path fill-none stroke-accent' : 'fill-none stroke-brand-light/50'}
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeDasharray={i >= done ? '2 5' : undefined}
        />
      ))}
      {plan.nodes.map((n) => {
        const b = at.get(n.id)!;
        const tone = n.id === plan.alert ? 'fill-ink stroke-rose-400/80' : n.id === plan.at ? 'fill-ink stroke-accent/80' : 'fill-ink stroke-white/15';
        return (
          <g key={n.id}>
            <rect x={b.x} y={b.y} width={b.w} height={b.h} rx="8" className={tone} strokeWidth="1" />
            <text x={b.x + b.w / 2} y={b.y + (n.note ? 17 : 19)} textAnchor="middle" className="fill-white text-[12px] font-semibold">
              {n.label}
            </text>
            {n.note ? (
              <text x={b.x + b.w / 2} y={b.y + 31} textAnchor="middle" className={`text-[10px] ${n.id === plan.alert ? 'fill-rose-300' : 'fill-slate-300'}`}>
                {n.note}
              </text>
            ) : null}
          </g>
        );
      })}
      {plan.at ? <Marker box={at.get(plan.at)!} tone="accent" /> : null}
      {plan.alert && plan.alert !== plan.at ? <Marker box={at.get(plan.alert)!} tone="alert" /> : null}
    </svg>
  );
}

function Marker({ box, tone }: { box: Box; tone: 'accent' | 'alert' }) {
  const fill = tone === 'accent' ? 'fill-accent' : 'fill-rose-400';
  const ring = tone === 'accent' ? 'stroke-accent/60' : 'stroke-rose-400/60';
  const x = box.x + box.w;
  return (
    <g>
      <circle cx={x} cy={box.y} r="4" className={fill} />
      <circle cx={x} cy={box.y} r="8" className={`composition-pulse fill-none ${ring}`} strokeWidth="1.5" />
    </g>
  );
}

const CHART = { width: 340, height: 200, left: 14, right: 14, top: 40, bottom: 30 } as const;

function Chart({ chart }: { chart: ChartSpec }) {
  const { values } = chart;
  const all = chart.limit === undefined ? values : [...values, chart.limit];
  const max = Math.max(...all);
  const min = chart.kind === 'bars' ? 0 : Math.min(...all);
  const span = max - min || 1;
  const innerW = CHART.width - CHART.left - CHART.right;
  const innerH = CHART.height - CHART.top - CHART.bottom;
  const y = (v: number) => CHART.top + innerH - ((v - min) / span) * innerH * 0.9;
  const step = values.length > 1 ? innerW / (values.length - 1) : 0;
  const points = values.map((v, i) => [CHART.left + i * step, y(v)] as const);
  const line = points.map(([px, py], i) => `${i ? 'L' : 'M'}${px.toFixed(1)} ${py.toFixed(1)}`).join(' ');
  const last = points[points.length - 1]!;
  const barW = innerW / values.length;
  return (
    <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} className="block h-auto w-full" role="presentation" focusable="false">
      <text x={CHART.left} y="20" className="fill-slate-300 text-[11px] font-semibold uppercase tracking-[0.12em]">{chart.title}</text>
      <text x={CHART.width - CHART.right} y="20" textAnchor="end" className="fill-white text-[13px] font-semibold tabular-nums">{chart.now}</text>
      {[0, 1, 2, 3].map((i) => (
        <line key={i} x1={CHART.left} x2={CHART.width - CHART.right} y1={CHART.top + (innerH / 3) * i} y2={CHART.top + (innerH / 3) * i} className="stroke-white/8" strokeWidth="1" />
      ))}
      {chart.kind === 'bars' ? (
        values.map((v, i) => (
          <rect
            key={i}
            x={CHART.left + i * barW + barW * 0.18}
            y={y(v)}
            width={barW * 0.64}
            height={CHART.top + innerH - y(v)}
            rx="2"
            className={i === chart.highlight ? 'fill-accent' : 'fill-brand-light/45'}
          />
        ))
      ) : (
        <>
          <path d={`${line} L${last[0]} ${CHART.top + innerH} L${CHART.left} ${CHART.top + innerH} Z`} className="fill-brand-light/10" />
          <path d={line} className="fill-none stroke-brand-light" strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round" />
          <circle cx={last[0]} cy={last[1]} r="3.5" className="fill-accent" />
          <circle cx={last[0]} cy={last[1]} r="8" className="composition-pulse fill-none stroke-accent/60" strokeWidth="1.5" />
        </>
      )}
      {chart.limit !== undefined ? (
        <>
          <line x1={CHART.left} x2={CHART.width - CHART.right} y1={y(chart.limit)} y2={y(chart.limit)} className="stroke-rose-400/70" strokeWidth="1" strokeDasharray="4 4" />
          <text x={CHART.left + 2} y={y(chart.limit) - 5} className="fill-rose-300 text-[10px]">{chart.limitLabel}</text>
        </>
      ) : null}
      {chart.labels ? (
        chart.labels.map((label, i) => (
          <text key={label} x={CHART.left + i * barW + barW / 2} y={CHART.height - 10} textAnchor="middle" className="fill-slate-300 text-[11px]">
            {label}
          </text>
        ))
      ) : (
        <>
          <text x={CHART.left} y={CHART.height - 10} className="fill-slate-400 text-[10px]">{chart.from}</text>
          <text x={CHART.width - CHART.right} y={CHART.height - 10} textAnchor="end" className="fill-slate-400 text-[10px]">{chart.to}</text>
        </>
      )}
    </svg>
  );
}

function Table({ table }: { table: TableSpec }) {
  return (
    <div className="p-2">
      <p className="px-1.5 pb-2 pt-1 text-[11px] font-semibold uppercase tracking-[0.12em] text-slate-300">{table.title}</p>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-white/10 text-xs text-slate-400">
            {table.columns.map((c) => (
              <th key={c} scope="col" className="px-1.5 pb-1.5 font-medium">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.join()} className="border-b border-white/5 last:border-0">
              {row.map((cell, i) => (
                <td key={i} className={`px-1.5 py-1.5 ${i === 0 ? 'tabular-nums text-slate-300' : 'text-slate-200'}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Events({ spec }: { spec: ScreenSpec }) {
  return (
    <Panel title={spec.eventsTitle ?? 'Latest'} className="hidden @[34rem]:block">
      <ol className="mt-2.5 space-y-2.5 text-sm">
        {(spec.events ?? []).map(([time, what, tone]) => (
          <li key={time + what} className="grid grid-cols-[minmax(2.75rem,auto)_1fr] gap-2">
            <span className="tabular-nums text-slate-400">{time}</span>
            <span className={tone === 'alert' ? 'text-rose-200' : 'text-slate-200'}>{what}</span>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

function Readings({ spec }: { spec: ScreenSpec }) {
  return (
    <dl className="grid grid-cols-3 gap-2 @[34rem]:col-span-2 @[60rem]:col-span-1 @[60rem]:grid-cols-1 @[60rem]:content-start">
      {spec.metrics.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-white/10 bg-ink px-3 py-2.5">
          <dt className="text-xs text-slate-300 @[34rem]:text-sm">{label}</dt>
          <dd className="mt-0.5 text-base font-semibold tabular-nums text-white @[34rem]:text-lg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * How much of the screen a picture shows: the whole `window` (a hero's, a wide section's), or its `diagram` alone (a
 * section's side picture): the plan, else the chart, else the table, drawn large on the page with the screen's
 * readings as figures under it, without the window, its status and its events, so a page shows its product's window
 * once or twice and not in every section (docs/design/system.md, "Pictures"); or its `plan` alone, a card's picture.
 */
export type ScreenView = 'window' | 'diagram' | 'plan';

/** The inset a screen's plan, chart or table sits in: a shade darker than its window, padded unless it is a table. */
function Inset({ children, large = false, padded = true, className = '' }: { children: ReactNode; large?: boolean; padded?: boolean; className?: string }) {
  return <div className={`${large ? 'rounded-xl' : 'rounded-lg'} border border-white/10 bg-ink/60 ${padded ? 'p-1.5' : ''} ${className}`}>{children}</div>;
}

function Diagram({ spec }: { spec: ScreenSpec }) {
  return (
    <div className="mx-auto w-full max-w-[30rem] rounded-2xl border border-white/10 bg-ink-soft/60 p-3 text-left sm:p-4">
      <p className="px-1 pb-3 pt-1 text-sm text-slate-300">
        {spec.place} <span className="text-slate-400">/</span> <span className="font-semibold text-white">{spec.title}</span>
      </p>
      <Inset large>{spec.plan ? <Plan plan={spec.plan} /> : spec.chart ? <Chart chart={spec.chart} /> : spec.table ? <Table table={spec.table} /> : null}</Inset>
      <dl className="grid grid-cols-3 gap-x-4 px-1 pb-1 pt-4">
        {spec.metrics.map(([label, value]) => (
          <div key={label} className="border-l border-accent/50 pl-3">
            <dt className="text-xs text-slate-300 sm:text-sm">{label}</dt>
            <dd className="mt-0.5 text-base font-semibold tabular-nums text-white sm:text-xl">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export default function ProductScreen({ id, readings = true, view = 'window' }: { id: ScreenId; readings?: boolean; view?: ScreenView }) {
  const spec: ScreenSpec = SCREENS[id];
  if (view === 'diagram') return <Diagram spec={spec} />;
  if (view === 'plan' && spec.plan) {
    return (
      <Inset large>
        <Plan plan={spec.plan} />
      </Inset>
    );
  }
  return (
    <div className="@container overflow-hidden rounded-xl border border-white/10 bg-ink-soft text-left shadow-2xl shadow-black/50">
      <div className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-2.5 text-sm">
        <p className="truncate text-slate-300">
          {spec.place} <span className="text-slate-400">/</span> <span className="font-semibold text-white">{spec.title}</span>
        </p>
        <p
          className={`flex shrink-0 items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-semibold ${
            spec.tone === 'alert' ? 'border-rose-400/50 text-rose-200' : 'border-accent/40 text-accent'
          }`}
        >
          {/* A dot only where the picture shows something wrong: a coloured "live" light on a still picture reads staged. */}
          {spec.tone === 'alert' ? <span className="size-1.5 rounded-full bg-rose-400" /> : null}
          {spec.status}
        </p>
      </div>
      <div className="grid gap-3 p-3 @[34rem]:grid-cols-[1.8fr_1fr] @[60rem]:grid-cols-[26rem_1fr_13rem]">
        <div className="grid content-start gap-3">
          {spec.plan ? (
            <Inset>
              <Plan plan={spec.plan} />
            </Inset>
          ) : null}
          {spec.table ? (
            <Inset padded={false}>
              <Table table={spec.table} />
            </Inset>
          ) : null}
          {spec.chart ? (
            <Inset className={spec.plan ? 'hidden @[34rem]:block' : ''}>
              <Chart chart={spec.chart} />
            </Inset>
          ) : null}
        </div>
        <Events spec={spec} />
        {readings ? <Readings spec={spec} /> : null}
      </div>
    </div>
  );
}
