import { paths } from '@/config/paths';
import { OwnUsersList } from './own-users-list';

export function OwnMetaverseUsersPage() {
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-white">Metaverse Users</h1>
      <OwnUsersList label="Users of your metaverses" detailsTo={paths.dashboard.metaverseUser} byMetaverse />
    </section>
  );
}
