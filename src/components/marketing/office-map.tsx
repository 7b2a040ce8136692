import { useId } from 'react';
import land from '@/assets/maps/offices-land.svg';
import { HERO_TIMING } from '@/config/renders';
import type { Office } from '@/content/offices';
import { MAP_HEIGHT as H, MAP_SCALE, MAP_TRANSLATE, MAP_WIDTH as W } from './office-map-projection';
import { ExternalAnchor } from './site-link';

export function project(lat: number, lon: number): { x: number; y: number } {
  const rad = Math.PI / 180;
  return {
    x: MAP_TRANSLATE[0] + MAP_SCALE * lon * rad,
    y: MAP_TRANSLATE[1] - MAP_SCALE * Math.log(Math.tan(Math.PI / 4 + (lat * rad) / 2)),
  };
}

/** Left of its pin when another office sits just to its right, so two labels never cross. */
function labelSides(points: readonly { x: number; y: number }[]): ('left' | 'right')[] {
  return points.map((p) => {
    const crowded = points.some((q) => q !== p && q.x > p.x && q.x - p.x < 180 && Math.abs(q.y - p.y) < 40);
    return crowded || p.x > W - 140 ? 'left' : 'right';
  });
}

const pct = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;

/** A static SVG drawn offline from Natural Earth data: no tiles or scripts from another host. */
/** `priority`: the map is a hero's picture (the first screen's largest element), so its land loads at once. */
export function OfficeMap({ offices, caption, fullMapUrl, priority = false }: { offices: readonly Office[]; caption: string; fullMapUrl: string; priority?: boolean }) {
  const captionId = useId();
  const hq = offices.find((o) => o.headquarters) ?? offices[0];
  const points = offices.map((o) => project(o.coordinates.lat, o.coordinates.lon));
  const sides = labelSides(points);
  const hqPoint = hq ? points[offices.indexOf(hq)] : undefined;
  return (
    <figure aria-labelledby={captionId} className="overflow-hidden rounded-2xl border border-white/10 bg-ink-soft">
      <div className="relative" style={{ aspectRatio: `${W} / ${H}` }}>
        <img
          src={land}
          alt=""
          width={W}
          height={H}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? undefined : 'async'}
          {...(priority ? HERO_TIMING : {})}
          className="absolute inset-0 h-full w-full" />
        <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" className="absolute inset-0 h-full w-full">
          {hqPoint
            ? points
                .filter((p) => p !== hqPoint)
                .map((p, i) => (
                  <path
                    key={i}
                    d={`M${hqPoint.x},${hqPoint.y} Q${(hqPoint.x + p.x) / 2},${Math.min(hqPoint.y, p.y) - 40} ${p.x},${p.y}`}
                    fill="none"
                    stroke="#19d3c5"
                    strokeOpacity="0.55"
                    strokeDasharray="6 6"
                    strokeWidth="2"
                  />
                ))
            : null}
          {offices.map((o, i) => (
            <g key={o.id}>
              <circle cx={points[i]!.x} cy={points[i]!.y} r={o.headquarters ? 12 : 9} fill="#19d3c5" fillOpacity="0.25" />
              <circle
                cx={points[i]!.x}
                cy={points[i]!.y}
                r={o.headquarters ? 6.5 : 5}
                fill={o.headquarters ? '#8f7cff' : '#19d3c5'}
                stroke="#ffffff"
                strokeWidth="1.5"
              />
            </g>
          ))}
        </svg>
        <ul className="absolute inset-0 hidden sm:block">
          {offices.map((o, i) => {
            const side = sides[i];
            return (
              <li
                key={o.id}
                className="absolute"
                style={{
                  left: pct(points[i]!.x, W),
                  top: pct(points[i]!.y, H),
                  transform: side === 'left' ? 'translate(calc(-100% - 12px), -50%)' : 'translate(12px, -50%)',
                }}
              >
                <ExternalAnchor
                  link={{ kind: 'external', label: `${o.city}${o.headquarters ? ' (HQ)' : ''}`, href: o.mapUrl }}
                  className="block whitespace-nowrap rounded-md bg-ink/85 px-2 py-1 text-sm font-semibold leading-tight text-white ring-1 ring-white/15 hover:text-accent"
                >
                  {o.city}
                  {o.headquarters ? ' (HQ)' : ''}
                  <span className="sr-only">: open the {o.region} office on OpenStreetMap</span>
                </ExternalAnchor>
              </li>
            );
          })}
        </ul>
        <div aria-hidden="true" className="sm:hidden">
          {offices.map((o, i) => (
            <span
              key={o.id}
              className="absolute flex size-5 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-xs font-bold text-ink ring-2 ring-ink"
              style={{ left: pct(points[i]!.x, W), top: pct(points[i]!.y, H) }}
            >
              {i + 1}
            </span>
          ))}
        </div>
      </div>
      <ol className="grid grid-cols-2 gap-x-4 gap-y-2 px-5 pt-4 text-sm sm:hidden">
        {offices.map((o, i) => (
          <li key={o.id} className="flex items-center gap-2">
            <span aria-hidden="true" className="flex size-5 shrink-0 items-center justify-center rounded-full bg-white text-xs font-bold text-ink">
              {i + 1}
            </span>
            <ExternalAnchor
              link={{ kind: 'external', label: `${o.city}${o.headquarters ? ' (HQ)' : ''}`, href: o.mapUrl }}
              className="py-1 font-semibold text-white hover:text-accent"
            >
              {o.city}
              {o.headquarters ? ' (HQ)' : ''}
              <span className="sr-only">: open the {o.region} office on OpenStreetMap</span>
            </ExternalAnchor>
          </li>
        ))}
      </ol>
      <figcaption className="flex flex-col gap-2 p-5 text-slate-300 sm:flex-row sm:items-center sm:justify-between">
        <span id={captionId}>
          {caption} Offices: {offices.map((o) => `${o.city} (${o.region})`).join(', ')}.
        </span>
        <ExternalAnchor link={{ kind: 'external', label: 'Open full map', href: fullMapUrl }} className="shrink-0 font-semibold text-accent hover:underline" />
      </figcaption>
    </figure>
  );
}
