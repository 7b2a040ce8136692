import { Link } from 'react-router-dom';
import { DetailFrame, DetailSection, RelatedList } from '@/components/console/detail-frame';
import { linkClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUser } from '../api/get-user';
import { useUserMetaverses } from '../api/get-user-metaverses';
import { NOT_AVAILABLE } from './metaverse-user-columns';

export const USER_NOT_FOUND = 'This metaverse user does not exist (any more).';
export const NO_METAVERSES = 'This user has not joined any metaverse yet.';

export function MetaverseUserDetails({ id }: { id: string }) {
  const user = useUser(id);
  const metaverses = useUserMetaverses(id);
  return (
    <DetailFrame
      back={paths.superAdmin.metaverseUsers}
      query={user}
      notFound={{ title: 'Metaverse user not found', text: USER_NOT_FOUND }}
      title={(data) => (data ? data.name || NOT_AVAILABLE : 'Metaverse User')}
      loadingLabel="Loading the metaverse user"
      fields={{
        columns: 3,
        list: (data) => [
          ['Name', data.name || NOT_AVAILABLE],
          ['Email', data.email || NOT_AVAILABLE],
          ['Phone Number', data.phoneNumber || NOT_AVAILABLE],
        ],
      }}
    >
      <DetailSection title="Metaverses" gap="gap-3">
        <RelatedList query={metaverses} loadingLabel="Loading metaverses" empty={NO_METAVERSES} quietWhenMissing itemKey={(m) => m._id}>
          {(metaverse) => (
            <>
              <Link to={paths.superAdmin.metaverse(metaverse._id)} className={`${linkClass.inline} self-start font-semibold`}>
                {metaverse.name}
              </Link>
              <span className="text-sm text-slate-300">{metaverse.description || NOT_AVAILABLE}</span>
            </>
          )}
        </RelatedList>
      </DetailSection>
    </DetailFrame>
  );
}
