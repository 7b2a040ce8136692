import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pager, pageText } from '@/components/ui/pager';
import { toast } from '@/components/ui/toast';
import { useListParams } from '@/hooks/use-list-params';
import { usePageTitle } from '@/hooks/use-page-title';
import { usePaging } from '@/hooks/use-paging';
import { errorMessage } from '@/lib/http';
import { MESSAGES } from '@contract/messages';
import { UI_TEXT } from '@contract/ui-text';
import { useDeleteDashboardUser } from '../api/delete-dashboard-user';
import {
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
import { DashboardUsersTable } from './dashboard-users-table';

const LIST_DEFAULTS = { page: 1, field: 'name', operator: 'contains', value: '' };

const fieldLabel = (field: FilterField) => FILTER_FIELD_OPTIONS.find((o) => o.value === field)?.label ?? field;

/** The filter's words for captions and empty states, e.g. 'Email ends with “@example.com”'. */
export const describeFilter = ({ field, operator, value }: Omit<DashboardUsersFilter, 'page'>) =>
  `${fieldLabel(field)} ${operator} “${value}”`;

/** Reads the list's state from the URL; an unknown field or operator there (a hand-edited link) counts as the default. */
function useDashboardUsersParams() {
  const [params, setParams] = useListParams(LIST_DEFAULTS);
  const field = (FILTER_FIELD_OPTIONS.some((o) => o.value === params.field) ? params.field : 'name') as FilterField;
  const operator = (['starts with', 'ends with', 'contains', 'equals'].includes(params.operator) ? params.operator : 'contains') as FilterOperator;
  const filter: DashboardUsersFilter = { page: params.page, field, operator, value: params.value };
  return [filter, setParams] as const;
}

/** A heading that takes focus when its view replaces another (list ↔ form), not on the page's first render. */
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

/**
 * The super admin's dashboard users (SPEC 2.6): the filtered, paged list, or instead of it the create or the update
 * form. List state and mode live in the URL, so each view can be reloaded, shared and left with Back.
 */
export function DashboardUsersPage({ title }: { title: string }) {
  usePageTitle(title);
  const { mode, openCreate, openEdit, backToList } = useFormMode();
  const heading = useFocusOnSwitch(mode.kind === 'edit' ? `edit-${mode.id}` : mode.kind);

  if (mode.kind === 'create') {
    return (
      <section className="flex flex-col gap-5">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-white focus:outline-none">
          Create Dashboard User
        </h1>
        <DashboardUserForm onDone={backToList} onCancel={backToList} />
      </section>
    );
  }
  if (mode.kind === 'edit') {
    return (
      <section className="flex flex-col gap-5">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-white focus:outline-none">
          Update Dashboard User
        </h1>
        <DashboardUserEditor id={mode.id} onDone={backToList} onCancel={backToList} />
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
  const [filter, setParams] = useDashboardUsersParams();
  const { page, value } = filter;
  const list = useDashboardUsers(filter);
  const remove = useDeleteDashboardUser();
  const [toDelete, setToDelete] = useState<DashboardUserRow | null>(null);
  const filtering = value !== '';

  const { data, totalPages, estimated, loading } = usePaging(list, page, setParams);

  // Turning the filter on is a new history entry (Back returns to the unfiltered list); changing it replaces that one.
  const apply = (next: Omit<DashboardUsersFilter, 'page'>) =>
    next.value ? setParams(next, { replace: filtering }) : setParams({ ...LIST_DEFAULTS }, { replace: false });
  const reset = () => setParams({ field: 'name', operator: 'contains', value: '' }, { replace: false });

  const confirmDelete = () => {
    if (!toDelete) return;
    const { _id: id } = toDelete;
    remove.mutate(
      { params: { id } },
      {
        onSuccess: (reply) => toast.success(reply.message || MESSAGES.dashboardUserDeleted(id)),
        onError: (err) => toast.error(errorMessage(err)),
        onSettled: () => {
          setToDelete(null);
          // The row (and the button that opened the dialog) may be gone: the heading keeps keyboard users on the page.
          requestAnimationFrame(() => {
            if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
          });
        },
      },
    );
  };

  const caption = `Dashboard users, newest first, ${pageText(page, totalPages, estimated).toLowerCase()}${
    filtering ? `, filtered by ${describeFilter(filter)}` : ''
  }`;

  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-white focus:outline-none">
          Dashboard Users
        </h1>
        <button type="button" className={buttonClass.primary} onClick={onCreate}>
          Create Dashboard User
        </button>
      </div>

      <DashboardUsersFilterForm
        key={`${filter.field}|${filter.operator}|${filter.value}`}
        filter={filter}
        active={filtering}
        onApply={apply}
        onReset={reset}
      />

      {list.isError ? <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} /> : null}

      {list.isError && !data ? null : (
        <DashboardUsersTable
          rows={data?.dashboardUsers}
          loading={loading}
          caption={caption}
          onEdit={onEdit}
          onDelete={setToDelete}
          empty={
            <EmptyState
              action={
                filtering ? (
                  <button type="button" className={buttonClass.secondary} onClick={reset}>
                    Reset filter
                  </button>
                ) : undefined
              }
            >
              {UI_TEXT.noUsers}
              {filtering ? <span className="block text-sm text-slate-400">Filter: {describeFilter(filter)}</span> : null}
            </EmptyState>
          }
        />
      )}

      {data ? (
        <Pager
          page={page}
          totalPages={totalPages}
          estimated={estimated}
          busy={loading}
          label="Dashboard users pages"
          onPageChange={(next) => setParams({ page: next })}
        />
      ) : null}

      {toDelete ? (
        <ConfirmDialog
          title="Delete dashboard user"
          confirmLabel={remove.isPending ? 'Deleting…' : 'Delete'}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        >
          Delete the dashboard user <strong>{toDelete.name}</strong> ({toDelete.email})? Metaverses they administer keep
          no admin. This cannot be undone.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
