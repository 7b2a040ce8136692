import { useId } from 'react';
import type { Office } from '@/content/offices';
import { ExternalAnchor } from './site-link';

// The map's window onto the world (degrees), wide enough for London to Noida.
const W = 800;
const H = 420;
const LON = [-12, 86] as const;
const LAT = [12, 60] as const;
const x = (lon: number) => ((lon - LON[0]) / (LON[1] - LON[0])) * W;
const y = (lat: number) => ((LAT[1] - lat) / (LAT[1] - LAT[0])) * H;

/**
 * The offices on a drawn map: no map tiles or scripts from another host, so it works offline and costs no
 * third-party requests. The full interactive map opens on OpenStreetMap in a new tab.
 */
export function OfficeMap({ offices, caption, fullMapUrl }: { offices: readonly Office[]; caption: string; fullMapUrl: string }) {
  const captionId = useId();
  const hq = offices.find((o) => o.headquarters) ?? offices[0];
  return (
    <figure className="overflow-hidden rounded-2xl border border-white/10 bg-ink-soft">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={captionId} className="h-auto w-full">
        <defs>
          <radialGradient id="map-bg" cx="60%" cy="55%" r="75%">
            <stop offset="0" stopColor="#221c4d" />
            <stop offset="1" stopColor="#0f1222" />
          </radialGradient>
        </defs>
        <rect width={W} height={H} fill="url(#map-bg)" />
        {/* Graticule every 10 degrees. */}
        {Array.from({ length: 10 }, (_, i) => LON[0] + 2 + i * 10).map((lon) => (
          <line key={`lon${lon}`} x1={x(lon)} x2={x(lon)} y1={0} y2={H} stroke="#ffffff" strokeOpacity="0.06" />
        ))}
        {Array.from({ length: 5 }, (_, i) => 20 + i * 10).map((lat) => (
          <line key={`lat${lat}`} x1={0} x2={W} y1={y(lat)} y2={y(lat)} stroke="#ffffff" strokeOpacity="0.06" />
        ))}
        {hq
          ? offices
              .filter((o) => o !== hq)
              .map((o) => (
                <line
                  key={`link-${o.id}`}
                  x1={x(hq.coordinates.lon)}
                  y1={y(hq.coordinates.lat)}
                  x2={x(o.coordinates.lon)}
                  y2={y(o.coordinates.lat)}
                  stroke="#19d3c5"
                  strokeOpacity="0.45"
                  strokeDasharray="6 6"
                  strokeWidth="2"
                />
              ))
          : null}
        {offices.map((o) => {
          const cx = x(o.coordinates.lon);
          const cy = y(o.coordinates.lat);
          const left = cx > W - 160;
          return (
            <g key={o.id}>
              <circle cx={cx} cy={cy} r={o.headquarters ? 11 : 8} fill="#19d3c5" fillOpacity="0.25" />
              <circle cx={cx} cy={cy} r={o.headquarters ? 6 : 4.5} fill={o.headquarters ? '#8f7cff' : '#19d3c5'} stroke="#ffffff" strokeWidth="1.5" />
              <text x={left ? cx - 16 : cx + 16} y={cy + 5} textAnchor={left ? 'end' : 'start'} fill="#f4f3ff" fontSize="17" fontWeight="600" fontFamily="system-ui, sans-serif">
                {o.city}
                {o.headquarters ? ' (HQ)' : ''}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="flex flex-col gap-2 p-5 text-slate-300 sm:flex-row sm:items-center sm:justify-between">
        <span id={captionId}>
          {caption} Offices: {offices.map((o) => `${o.city} (${o.region})`).join(', ')}.
        </span>
        <ExternalAnchor link={{ kind: 'external', label: 'Open full map', href: fullMapUrl }} className="shrink-0 font-semibold text-accent hover:underline" />
      </figcaption>
    </figure>
  );
}
