import { Link } from 'react-router-dom';
import { DetailFrame, DetailSection, RelatedList } from '@/components/console/detail-frame';
import { Badge } from '@/components/ui/badge';
import { buttonClass, linkClass } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { paths } from '@/config/paths';
import { useDashboardUser } from '../api/get-dashboard-user';
import { useDashboardUserMetaverses } from '../api/get-dashboard-user-metaverses';
import { USER_NOT_FOUND } from './dashboard-user-editor';
import { InvitationControls, StatusBadge } from './invitation-controls';

export const NO_METAVERSES = 'This dashboard user administers or manages no metaverse yet.';

export function DashboardUserDetails({ id }: { id: string }) {
  const user = useDashboardUser(id);
  const metaverses = useDashboardUserMetaverses(id);
  return (
    <DetailFrame
      back={paths.superAdmin.dashboardUsers}
      query={user}
      notFound={{ title: 'Dashboard user not found', text: USER_NOT_FOUND }}
      title={(data) => (
        <>
          {data ? data.name : 'Dashboard User'}{' '}
          {data?.metaverses.some((m) => m.metaverseID.admin === data._id) ? <Badge tone="info">Admin</Badge> : null}
        </>
      )}
      actions={(data) => (
        <>
          <InvitationControls user={data} />
          <Link to={`${paths.superAdmin.dashboardUsers}?edit=${encodeURIComponent(data._id)}`} aria-label={`Edit ${data.name}`} className={buttonClass.secondary}>
            Edit
          </Link>
        </>
      )}
      loadingLabel="Loading the dashboard user"
      fields={{
        columns: 2,
        list: (data) => [
          ['Status', <StatusBadge status={data.status} />],
          ['Email', data.email],
          ['Phone Number', data.phoneNumber || 'not available'],
          ['Created At', <DateTime value={data.createdAt} />],
          ['Updated At', <DateTime value={data.updatedAt} />],
        ],
      }}
    >
      <DetailSection title="Metaverses" gap="gap-3">
        <RelatedList query={metaverses} loadingLabel="Loading metaverses" empty={NO_METAVERSES} itemKey={(m) => m._id}>
          {(metaverse) => (
            <>
              <span className="flex flex-wrap items-center gap-2">
                <Link to={paths.superAdmin.metaverse(metaverse._id)} className={`${linkClass.inline} font-semibold`}>
                  {metaverse.name}
                </Link>
                {metaverse.admin === id ? <Badge tone="info">Admin</Badge> : <Badge>Manager</Badge>}
              </span>
              {metaverse.description ? <span className="text-sm text-slate-300">{metaverse.description}</span> : null}
            </>
          )}
        </RelatedList>
      </DetailSection>
    </DetailFrame>
  );
}
