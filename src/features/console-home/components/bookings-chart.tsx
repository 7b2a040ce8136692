import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BookingWeek } from '../api/get-bookings-per-week';
import { formatWeek } from '@/lib/format';

// Reached only through React.lazy: Recharts is a chunk of its own.

/** The page gives the same numbers as a table, so Recharts' keyboard layer is off: nothing inside takes focus. */
export default function BookingsChart({ weeks }: { weeks: readonly BookingWeek[] }) {
  const data = weeks.map((w) => ({ ...w, label: formatWeek(w.weekStart, 'short') }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid stroke="#334155" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fill: '#cbd5e1', fontSize: 12 }} tickLine={false} axisLine={{ stroke: '#475569' }} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tick={{ fill: '#cbd5e1', fontSize: 12 }} tickLine={false} axisLine={false} />
        <Tooltip
          cursor={{ fill: 'rgb(255 255 255 / 0.05)' }}
          contentStyle={{ background: '#0b0d17', border: '1px solid #475569', borderRadius: 8, color: '#e6e8f2' }}
          // Recharts colours a row with its bar's fill, below 4.5:1 on this background for the slate and indigo bars.
          itemStyle={{ color: '#e6e8f2' }}
          labelFormatter={(_, payload) => (payload?.[0] ? `Week of ${formatWeek(String(payload[0].payload.weekStart))}` : '')}
          formatter={(value) => [String(value), 'Bookings']}
        />
        <Bar dataKey="count" name="Bookings" fill="#19d3c5" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
