import { Link } from 'react-router-dom';
import { linkClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { UI_TEXT } from '@contract/ui-text';
import { OwnUsersList } from './own-users-list';

export const ALL_USERS_TABS = [
  { id: 'all-users-details', label: 'All users details' },
  { id: 'loan-department', label: 'Loan department' },
  { id: 'account-department', label: 'Account department' },
  { id: 'credit-department', label: 'Credit card department' },
] as const;

/** The id goes in the URL: nothing is written to the stored session. */
export const userDetailsPath = (id: string) => `${paths.dashboard.userDetails}?id=${encodeURIComponent(id)}`;

/** No department data is recorded for metaverse users (SPEC 8: 'No Data Found'). */
function Department() {
  return <EmptyState>{UI_TEXT.noData}</EmptyState>;
}

export function AllUsersPage() {
  const [all, loan, account, credit] = ALL_USERS_TABS;
  return (
    <section className="flex flex-col gap-6">
      <Link to={paths.dashboard.branch} className={`${linkClass.inline} self-start rounded`}>
        <span aria-hidden="true">&lt;&lt; </span>Back to the branch dashboard
      </Link>
      <h1 className="text-2xl font-bold text-white">All Users Details</h1>
      {/* Four tabs do not fit one line at 375 px: the tab list wraps. */}
      <div className="min-w-0">
        <Tabs
          label="Users by department"
          tabs={[
            { ...all, panel: <OwnUsersList label="All users" detailsTo={userDetailsPath} /> },
            { ...loan, panel: <Department /> },
            { ...account, panel: <Department /> },
            { ...credit, panel: <Department /> },
          ]}
        />
      </div>
    </section>
  );
}
