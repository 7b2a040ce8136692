import { titles } from '@/config/titles';
import { usePageTitle } from '@/hooks/use-page-title';

/** Static figures (SPEC 2.6 "four static stat cards"; numbers from SPEC part 9). */
const STATS = [
  { label: 'Users entered per day', value: '3,870' },
  { label: 'Dept queries per day', value: '13,860' },
  { label: 'Number of departments', value: '13' },
  { label: 'Number of branches', value: '12' },
] as const;

function SuperAdminHomePage() {
  usePageTitle(titles.superAdmin.home);
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-white">Dashboard</h1>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {STATS.map((stat) => (
          <li key={stat.label} className="rounded-2xl border border-white/10 bg-ink-soft p-5">
            <p className="text-sm text-slate-300">{stat.label}</p>
            <p className="mt-2 text-3xl font-bold text-white">{stat.value}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export { SuperAdminHomePage as Component };
