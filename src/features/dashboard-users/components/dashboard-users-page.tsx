import { ExportCsvButton } from '@/components/console/export-button';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ConfirmDelete, useConfirmDelete } from '@/components/console/confirm-delete';
import { ListFrame } from '@/components/console/list-frame';
import { Banner } from '@/components/ui/banner';
import { buttonClass } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useListParams } from '@/hooks/use-list-params';
import { usePageTitle } from '@/hooks/use-page-title';
import { listSortOf } from '@/lib/list-sort';
import { DASHBOARD_USER_SORTS } from '@contract/list-finding';
import { MESSAGES } from '@contract/messages';
import { UI_TEXT } from '@contract/ui-text';
import { useDeleteDashboardUser } from '../api/delete-dashboard-user';
import {
  dashboardUsersQuery,
  exportDashboardUsers,
  FILTER_FIELD_OPTIONS,
  useDashboardUsers,
  type DashboardUserRow,
  type DashboardUsersFilter,
  type FilterField,
  type FilterOperator,
} from '../api/get-dashboard-users';
import { useFormMode } from '../hooks/use-form-mode';
import { DashboardUserEditor } from './dashboard-user-editor';
import { DashboardUserForm } from './dashboard-user-form';
import { DashboardUsersFilterForm } from './dashboard-users-filter';
import { dashboardUserColumns } from './dashboard-user-columns';

const LIST_DEFAULTS = { page: 1, field: 'name', operator: 'contains', value: '', sort: '', dir: '' };
const ORDER_WORDS = {
  'created/desc': 'newest first',
  'created/asc': 'oldest first',
  'name/asc': 'by name A to Z',
  'name/desc': 'by name Z to A',
} as const;

const fieldLabel = (field: FilterField) => FILTER_FIELD_OPTIONS.find((o) => o.value === field)?.label ?? field;

export const describeFilter = ({ field, operator, value }: Omit<DashboardUsersFilter, 'page'>) =>
  `${fieldLabel(field)} ${operator} “${value}”`;

/** An unknown field or operator in the URL (a hand-edited link) counts as the default. */
function useDashboardUsersParams() {
  const [params, setParams] = useListParams(LIST_DEFAULTS);
  const field = (FILTER_FIELD_OPTIONS.some((o) => o.value === params.field) ? params.field : 'name') as FilterField;
  const operator = (['starts with', 'ends with', 'contains', 'equals'].includes(params.operator) ? params.operator : 'contains') as FilterOperator;
  const filter: DashboardUsersFilter = { page: params.page, field, operator, value: params.value };
  const order = listSortOf(params, DASHBOARD_USER_SORTS, { key: 'created', dir: 'desc' });
  return [filter, setParams, order] as const;
}

function useFocusOnSwitch(key: string) {
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [key]);
  return ref;
}

/** SPEC 2.6. List state and mode live in the URL, so each view can be reloaded, shared and left with Back. */
export function DashboardUsersPage({ title }: { title: string }) {
  usePageTitle(title);
  const { mode, openCreate, openEdit, backToList } = useFormMode();
  const heading = useFocusOnSwitch(mode.kind === 'edit' ? `edit-${mode.id}` : mode.kind);

  if (mode.kind !== 'list') {
    return (
      <section className="flex flex-col gap-5">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-white focus:outline-none">
          {mode.kind === 'create' ? 'Create Dashboard User' : 'Update Dashboard User'}
        </h1>
        {mode.kind === 'create' ? (
          <DashboardUserForm onDone={backToList} onCancel={backToList} />
        ) : (
          <DashboardUserEditor id={mode.id} onDone={backToList} onCancel={backToList} />
        )}
      </section>
    );
  }
  return <DashboardUsersList heading={heading} onCreate={openCreate} onEdit={(user) => openEdit(user._id)} />;
}

interface ListProps {
  heading: React.RefObject<HTMLHeadingElement | null>;
  onCreate: () => void;
  onEdit: (user: DashboardUserRow) => void;
}

function DashboardUsersList({ heading, onCreate, onEdit }: ListProps) {
  const [filter, setParams, order] = useDashboardUsersParams();
  const filtering = filter.value !== '';
  const list = useDashboardUsers(filter, order.query);
  const exporting = useMutation({ mutationFn: exportDashboardUsers });
  const remove = useDeleteDashboardUser();
  const deletion = useConfirmDelete({
    mutation: remove,
    variables: (user: DashboardUserRow) => ({ params: { id: user._id } }),
    onDeleted: (reply, user) => toast.success(reply.message || MESSAGES.dashboardUserDeleted(user._id)),
    // The row may be gone: the heading keeps keyboard users on the page.
    focusAfter: heading,
  });

  // Turning the filter on is a new history entry (Back returns to the unfiltered list); changing it replaces that one.
  const apply = (next: Omit<DashboardUsersFilter, 'page'>) =>
    next.value ? setParams(next, { replace: filtering }) : setParams({ page: 1, field: 'name', operator: 'contains', value: '' }, { replace: false });
  const reset = () => setParams({ field: 'name', operator: 'contains', value: '' }, { replace: false });

  return (
    <ListFrame
      title="Dashboard Users"
      headingRef={heading}
      actions={
        <div className="flex flex-wrap gap-3">
          <ExportCsvButton busy={exporting.isPending} onExport={() => exporting.mutate(dashboardUsersQuery(filter, order.query))} />
          <button type="button" className={buttonClass.primary} onClick={onCreate}>
            Create Dashboard User
          </button>
        </div>
      }
      filters={
        <>
          <DashboardUsersFilterForm
            key={`${filter.field}|${filter.operator}|${filter.value}`}
            filter={filter}
            active={filtering}
            onApply={apply}
            onReset={reset}
          />
          {exporting.isError ? <Banner kind="error">{exporting.error.message}</Banner> : null}
        </>
      }
      sort={{ key: order.key, dir: order.dir, onSort: (sort, dir) => setParams({ sort, dir }) }}
      query={list}
      page={filter.page}
      setPage={setParams}
      rows={(data) => data.dashboardUsers}
      columns={dashboardUserColumns({ onEdit, onDelete: deletion.ask })}
      tableLabel="Dashboard users table"
      caption={(pageWords) => `Dashboard users, ${ORDER_WORDS[`${order.key}/${order.dir}`]}, ${pageWords}${filtering ? `, filtered by ${describeFilter(filter)}` : ''}`}
      empty={
        <>
          {UI_TEXT.noUsers}
          {filtering ? <span className="block text-sm text-slate-400">Filter: {describeFilter(filter)}</span> : null}
        </>
      }
      emptyAction={
        filtering ? (
          <button type="button" className={buttonClass.secondary} onClick={reset}>
            Reset filter
          </button>
        ) : undefined
      }
      skeletonRows={10}
      pagerLabel="Dashboard users pages"
    >
      <ConfirmDelete flow={deletion} title="Delete dashboard user">
        {(user) => (
          <>
            Delete the dashboard user <strong>{user.name}</strong> ({user.email})? Metaverses they administer keep no
            admin. This cannot be undone.
          </>
        )}
      </ConfirmDelete>
    </ListFrame>
  );
}
