import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Funnel } from '../lib/conversion-groups';

// Reached only through React.lazy: Recharts is a chunk of its own. The page gives the same numbers as a table, so the
// chart is hidden from assistive technology and Recharts' keyboard layer is off.

export const CHART_MAX_BARS = 8;

/** Below this many pixels per page the paths under the bars would run into each other: they are slanted instead. */
const LEVEL_LABEL_PX = 84;

export default function ConversionChart({ funnels }: { funnels: readonly Funnel[] }) {
  const data = funnels.slice(0, CHART_MAX_BARS);
  const [width, setWidth] = useState<number | undefined>(undefined);
  const slanted = width !== undefined && width / Math.max(1, data.length) < LEVEL_LABEL_PX;
  return (
    <ResponsiveContainer width="100%" height="100%" onResize={(w) => setWidth(w)}>
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid stroke="#334155" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="key"
          tick={{ fill: '#cbd5e1', fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: '#475569' }}
          interval={0}
          angle={slanted ? -35 : 0}
          textAnchor={slanted ? 'end' : 'middle'}
          height={slanted ? 64 : 30}
        />
        <YAxis allowDecimals={false} tick={{ fill: '#cbd5e1', fontSize: 12 }} tickLine={false} axisLine={false} />
        <Tooltip
          cursor={{ fill: 'rgb(255 255 255 / 0.05)' }}
          contentStyle={{ background: '#0b0d17', border: '1px solid #475569', borderRadius: 8, color: '#e6e8f2' }}
          // Recharts colours a row with its bar's fill, below 4.5:1 on this background for the slate and indigo bars.
          itemStyle={{ color: '#e6e8f2' }}
        />
        <Legend wrapperStyle={{ color: '#cbd5e1', fontSize: 12 }} />
        <Bar dataKey="openings" name="Form openings" fill="#64748b" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="bookings" name="Bookings" fill="#19d3c5" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
