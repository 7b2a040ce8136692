import { useRef, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { DetailFrame, DetailSection } from '@/components/console/detail-frame';
import { Badge } from '@/components/ui/badge';
import { buttonClass, linkClass } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { QUARANTINE_REASON_TEXT } from '@contract/booked-demos';
import { UTM_KEYS } from '@contract/lead-source-limits';
import { useBookedDemo, type LeadDetailData } from '../api/get-booked-demo';
import { MAIL_STATE_LABELS } from './booked-demo-columns';
import { LeadActivity } from './lead-activity';
import { LeadBookMeeting } from './lead-book-meeting';
import { LeadNotes } from './lead-notes';
import { LeadPipelineForm } from './lead-pipeline-form';
import { LeadStatusBadge } from './lead-status-badge';
import { OwnerName } from './owner-name';

export const LEAD_NOT_FOUND = 'This booked demo does not exist (any more).';
export const NO_MEETINGS = 'No meetings booked yet.';
const NONE = 'Not recorded';

type Lead = LeadDetailData['bookedDemo'];

/** The list's query as it was when the lead was opened, so the back link returns to the same filters and page. */
function useBackTo(): string {
  const state: unknown = useLocation().state;
  const search = state && typeof state === 'object' && 'listSearch' in state ? String(state.listSearch) : '';
  return search.startsWith('?') ? `${paths.superAdmin.bookedDemos}${search}` : paths.superAdmin.bookedDemos;
}

function contactFields(lead: Lead): [string, ReactNode][] {
  return [
    [
      'Email',
      <a key="email" href={`mailto:${lead.email}`} className={linkClass.inline}>
        {lead.email}
      </a>,
    ],
    [
      'Phone Number',
      <a key="phone" href={`tel:${lead.phoneNumber}`} className={linkClass.inline}>
        {lead.phoneNumber}
      </a>,
    ],
    ['Company Name', lead.companyName],
    ['Booked at', <DateTime key="at" value={lead.createdAt} zone />],
    ['Mail', MAIL_STATE_LABELS[lead.mailState]],
    ['Owner', <OwnerName key="owner" owner={lead.owner} />],
  ];
}

function sourceFields(lead: Lead): [string, string][] {
  return [
    ['Page', lead.sourcePage ?? NONE],
    ['Button label', lead.sourceLabel ?? NONE],
    ['Referrer', lead.referrerHost ?? NONE],
    ...UTM_KEYS.filter((key) => lead.utm?.[key]).map((key): [string, string] => [key, lead.utm![key]!]),
  ];
}

function FieldList({ fields }: { fields: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {fields.map(([label, value]) => (
        <div key={label} className="flex min-w-0 flex-col gap-1 rounded-lg border border-slate-700 px-4 py-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-400">{label}</dt>
          <dd className="text-slate-100 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Meetings({ meetings }: { meetings: LeadDetailData['meetings'] }) {
  if (meetings.length === 0) return <EmptyState>{NO_MEETINGS}</EmptyState>;
  return (
    <ul className="flex flex-col gap-3">
      {meetings.map((meeting) => (
        <li key={meeting.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-slate-700 px-4 py-3">
          <span className="font-semibold text-slate-100">
            <DateTime value={meeting.start} zone />
          </span>
          <span className="text-slate-300">
            with {meeting.rep.name}, {meeting.office.name}
          </span>
          <Badge tone={meeting.status === 'booked' ? 'info' : 'neutral'}>{meeting.status === 'booked' ? 'Booked' : 'Cancelled'}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** One booked demo as a lead: contact, source, status and owner, meetings, and notes within its activity (docs/decisions/0046). */
export function LeadDetailPage({ title }: { title: string }) {
  usePageTitle(title);
  const { id = '' } = useParams();
  const lead = useBookedDemo(id);
  const back = useBackTo();
  // After a booking the picker is gone: the focus goes to the meetings it joined.
  const meetingsHeading = useRef<HTMLHeadingElement>(null);
  return (
    <DetailFrame
      key={id}
      back={{ to: back, label: "<< Back to Booked Demo's" }}
      query={lead}
      notFound={{ title: 'Booked demo not found', text: LEAD_NOT_FOUND }}
      title={(data) => (data ? data.bookedDemo.name : 'Booked Demo')}
      subtitle={(data) => (
        <>
          {data.bookedDemo.companyName} · <LeadStatusBadge demo={data.bookedDemo} />
        </>
      )}
      actions={(data) => (
        <div className="flex flex-wrap gap-3">
          <a href={`tel:${data.bookedDemo.phoneNumber}`} className={buttonClass.secondary} aria-label={`Call ${data.bookedDemo.name}`}>
            Call
          </a>
          <a href={`mailto:${data.bookedDemo.email}`} className={buttonClass.secondary} aria-label={`Email ${data.bookedDemo.name}`}>
            Email
          </a>
        </div>
      )}
      loadingLabel="Loading the booked demo"
      body={(data) => (
        <>
          <DetailSection title="Status and owner" gap="gap-3">
            {data.bookedDemo.quarantineReason ? (
              <p className="text-slate-200">
                Filtered: {QUARANTINE_REASON_TEXT[data.bookedDemo.quarantineReason]}. Mark it as not spam in the Filtered view to work on it as a lead.
              </p>
            ) : (
              <LeadPipelineForm key={`${data.bookedDemo.status}|${data.bookedDemo.owner?.id ?? ''}`} lead={data.bookedDemo} />
            )}
          </DetailSection>
          <DetailSection title="Contact" gap="gap-3">
            <FieldList fields={contactFields(data.bookedDemo)} />
            <div className="flex flex-col gap-1 rounded-lg border border-slate-700 px-4 py-3">
              <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-400">Message</h3>
              <p className="whitespace-pre-line break-words text-slate-100">{data.bookedDemo.message}</p>
            </div>
          </DetailSection>
          <DetailSection title="Source" gap="gap-3">
            <FieldList fields={sourceFields(data.bookedDemo)} />
          </DetailSection>
          <DetailSection title="Meetings" gap="gap-3" headingRef={meetingsHeading}>
            <Meetings meetings={data.meetings} />
            {/* One booked meeting per lead; a filtered lead's mail is held, so no invite goes out for it. */}
            {data.bookedDemo.quarantineReason || data.meetings.some((m) => m.status === 'booked') ? null : (
              <LeadBookMeeting id={data.bookedDemo._id} onBooked={() => meetingsHeading.current?.focus()} />
            )}
          </DetailSection>
          <DetailSection title="Activity" gap="gap-4">
            <LeadNotes id={data.bookedDemo._id} />
            <LeadActivity id={data.bookedDemo._id} />
          </DetailSection>
        </>
      )}
    />
  );
}
