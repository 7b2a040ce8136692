import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Insights } from '../api/get-insights';
import { formatDay } from '@/lib/format';

// Reached only through React.lazy. The page gives the numbers as a table, so Recharts' keyboard layer is off.

const axisTick = { fill: '#cbd5e1', fontSize: 12 };
const tooltipStyle = { background: '#0b0d17', border: '1px solid #475569', borderRadius: 8, color: '#e6e8f2' };
/** Recharts colours a row with its bar's fill: the indigo bar's is below 4.5:1 on this background. */
const tooltipItemStyle = { color: '#e6e8f2' };

export function SignInsChart({ days }: { days: Insights['signInsPerDay'] }) {
  const data = days.map((d) => ({ ...d, label: formatDay(d.day, 'short') }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid stroke="#334155" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={axisTick} tickLine={false} axisLine={{ stroke: '#475569' }} interval="preserveStartEnd" minTickGap={12} />
        <YAxis allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} />
        <Tooltip
          cursor={{ fill: 'rgb(255 255 255 / 0.05)' }}
          contentStyle={tooltipStyle}
          itemStyle={tooltipItemStyle}
          labelFormatter={(_, payload) => (payload?.[0] ? formatDay(String(payload[0].payload.day)) : '')}
          formatter={(value) => [String(value), 'Sign-ins']}
        />
        <Bar dataKey="count" name="Sign-ins" fill="#19d3c5" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function MembersChart({ metaverses }: { metaverses: Insights['metaverses'] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={metaverses} layout="vertical" accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid stroke="#334155" strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={axisTick} tickLine={false} axisLine={{ stroke: '#475569' }} />
        <YAxis type="category" dataKey="name" width={120} tick={axisTick} tickLine={false} axisLine={false} />
        <Tooltip cursor={{ fill: 'rgb(255 255 255 / 0.05)' }} contentStyle={tooltipStyle}
          itemStyle={tooltipItemStyle} formatter={(value) => [String(value), 'Members']} />
        <Bar dataKey="members" name="Members" fill="#6366f1" radius={[0, 4, 4, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
