import { DetailField, DetailFrame } from '@/components/console/detail-frame';
import { DataTable, type Column } from '@/components/ui/data-table';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs } from '@/components/ui/tabs';
import { formatCount } from '@/lib/format';
import { useOwnUser, type OwnUserDetail, type UserDevice, type UserEvent } from '../api/get-own-user';
import { NOT_AVAILABLE } from './not-available';

export const USER_DETAILS_TABS = ['Logs', 'Overall journey', 'Accessed APIs', 'Settings'] as const;
// What a company sees is what happened in its metaverses since the person joined (docs/decisions/0029).
export const NO_LOGS = 'Nothing is recorded for this user in your metaverses since they joined.';
export const NO_APIS = 'No API calls are recorded for this user.';
export const NO_DEVICES = 'No devices are recorded for this user since they joined.';
export const USER_NOT_FOUND_TEXT = 'This user does not exist, or has not joined any of your metaverses.';
export const NO_USER_CHOSEN = 'No user chosen. Open a user from the users list.';

const EVENT_KINDS: Record<string, { label: string; api: string }> = {
  'user.login': { label: 'Signed in', api: 'POST user (sign in with an identity token)' },
  'device.login': { label: 'Approved a screen sign-in', api: 'POST user/code (approve a screen code)' },
  'device.code.rejected': { label: 'Typed a wrong screen code', api: 'POST user/code (approve a screen code)' },
  'device.denied': { label: 'Denied a screen sign-in', api: 'POST user/code (deny a screen code)' },
};

const kindOf = (type: string) => EVENT_KINDS[type] ?? { label: type, api: type };

function eventDetail(event: UserEvent): string {
  const { provider, name, platform } = event.payload as { provider?: unknown; name?: unknown; platform?: unknown };
  const parts: string[] = [];
  if (typeof provider === 'string') parts.push(`with ${provider}`);
  if (typeof name === 'string' && name) parts.push(name);
  if (typeof platform === 'string' && platform) parts.push(`(${platform})`);
  return parts.join(' ') || '—';
}

const EVENT_COLUMNS: readonly Column<UserEvent>[] = [
  { header: 'When', className: 'whitespace-nowrap', cell: (event) => <DateTime value={event.createdAt} zone /> },
  { header: 'Event', rowHeader: true, cell: (event) => kindOf(event.type).label },
  { header: 'Details', cell: eventDetail },
];

function Logs({ events }: { events: readonly UserEvent[] }) {
  return (
    <DataTable
      label="Logs table"
      caption="Events of this user in your metaverses since they joined, newest first"
      columns={EVENT_COLUMNS}
      rows={events}
      rowKey={(event) => event._id}
      loading={false}
      empty={<EmptyState>{NO_LOGS}</EmptyState>}
    />
  );
}

function Journey({ detail }: { detail: OwnUserDetail }) {
  const { user, events } = detail;
  const joinedNames = user.metaverses.map((m) => m.metaverseID.name).join(', ');
  const steps = [
    { key: 'created', at: user.createdAt, text: 'Registered' },
    { key: 'joined', at: user.joinedAt, text: `Joined ${joinedNames || 'your metaverse'}` },
    ...events.map((e) => ({ key: e._id, at: e.createdAt, text: `${kindOf(e.type).label}${eventDetail(e) === '—' ? '' : ` ${eventDetail(e)}`}` })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol aria-label="Overall journey, oldest first" className="relative flex flex-col gap-4 border-l border-slate-600 pl-6">
      {steps.map((step) => (
        <li key={step.key} className="relative">
          <span aria-hidden="true" className="absolute -left-[1.95rem] top-1.5 h-3 w-3 rounded-full bg-accent" />
          <p className="text-sm text-slate-400"><DateTime value={step.at} /></p>
          <p className="text-slate-100">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

const API_COLUMNS: readonly Column<{ api: string; count: number; last: string }>[] = [
  { header: 'API', rowHeader: true, cell: (row) => row.api },
  { header: 'Calls', className: 'tabular-nums', cell: (row) => formatCount(row.count) },
  { header: 'Last call', className: 'whitespace-nowrap', cell: (row) => <DateTime value={row.last} /> },
];

function AccessedApis({ events }: { events: readonly UserEvent[] }) {
  const byApi = new Map<string, { count: number; last: string }>();
  for (const event of events) {
    const api = kindOf(event.type).api;
    const seen = byApi.get(api);
    if (!seen) byApi.set(api, { count: 1, last: event.createdAt });
    else byApi.set(api, { count: seen.count + 1, last: seen.last > event.createdAt ? seen.last : event.createdAt });
  }
  return (
    <DataTable
      label="Accessed APIs table"
      caption="APIs this user called, from the recorded events"
      columns={API_COLUMNS}
      rows={[...byApi].map(([api, { count, last }]) => ({ api, count, last }))}
      rowKey={(row) => row.api}
      loading={false}
      empty={<EmptyState>{NO_APIS}</EmptyState>}
    />
  );
}

function Settings({ detail }: { detail: OwnUserDetail }) {
  const { user, devices } = detail;
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {([
          ['Name', user.name],
          ['Email', user.email],
          ['Phone', user.phoneNumber],
          ['Company', user.companyName],
        ] as const).map(([label, value]) => (
          <DetailField key={label} label={label}>
            {value || NOT_AVAILABLE}
          </DetailField>
        ))}
      </dl>
      <section aria-labelledby="devices-heading" className="flex flex-col gap-3">
        <h3 id="devices-heading" className="text-lg font-semibold text-white">Devices</h3>
        {devices.length === 0 ? (
          <EmptyState>{NO_DEVICES}</EmptyState>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {devices.map((device: UserDevice) => (
              <li key={device._id} className="flex flex-col gap-1 rounded-lg border border-slate-700 px-4 py-3">
                <span className="font-semibold text-white">{device.name || 'Unnamed device'}</span>
                <span className="text-sm text-slate-300">Platform: {device.platform || NOT_AVAILABLE}</span>
                <span className="text-sm text-slate-300">
                  Last used: {device.lastSeenAt ? <DateTime value={device.lastSeenAt} /> : 'never'}
                </span>
                <span className="text-sm text-slate-400">
                  Added <DateTime value={device.createdAt} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

interface Props {
  id: string;
  back: { to: string; label: string };
}

export function OwnUserDetails({ id, back }: Props) {
  const detail = useOwnUser(id);
  const [logs, journey, apis, settings] = USER_DETAILS_TABS;
  return (
    <DetailFrame
      back={{
        to: back.to,
        label: (
          <>
            <span aria-hidden="true">&lt;&lt; </span>
            {back.label}
          </>
        ),
      }}
      query={detail}
      notFound={{ title: 'User not found', text: id ? USER_NOT_FOUND_TEXT : NO_USER_CHOSEN, when: !id }}
      title={(data) => (data ? data.user.name || data.user.email || data.user.phoneNumber || 'Unnamed user' : 'User Details')}
      subtitle={(data) => (
        <>
          {[data.user.email, data.user.phoneNumber].filter(Boolean).join(' · ') || NOT_AVAILABLE} · joined <DateTime value={data.user.joinedAt} />
        </>
      )}
      loadingLabel="Loading the user…"
      body={(data) => (
        <Tabs
          label="User details"
          tabs={[
            { id: 'logs', label: logs, panel: <Logs events={data.events} /> },
            { id: 'journey', label: journey, panel: <Journey detail={data} /> },
            { id: 'apis', label: apis, panel: <AccessedApis events={data.events} /> },
            { id: 'settings', label: settings, panel: <Settings detail={data} /> },
          ]}
        />
      )}
    />
  );
}
