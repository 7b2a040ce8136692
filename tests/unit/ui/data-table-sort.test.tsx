import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column, type SortDirection } from '@/components/ui/data-table';

// The sortable column header (docs/decisions/0048): a button in the <th>, aria-sort on the sorted column only,
// usable by keyboard, the first click of a column going its own way (names A→Z, dates newest first).

interface Row {
  _id: string;
  name: string;
  joined: string;
}

const COLUMNS: Column<Row>[] = [
  { header: 'Name', rowHeader: true, sortKey: 'name', cell: (r) => r.name },
  { header: 'Joined', sortKey: 'joined', sortFirst: 'desc', cell: (r) => r.joined },
  { header: 'Actions', cell: () => 'View' },
];
const ROWS: Row[] = [{ _id: '1', name: 'Asha', joined: '2026-01-01' }];

function Sorted({ onSort }: { onSort: (key: string, dir: SortDirection) => void }) {
  const [sort, setSort] = useState({ key: 'joined', dir: 'desc' as SortDirection });
  return (
    <DataTable
      label="People"
      caption="People"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(r) => r._id}
      loading={false}
      empty="None"
      sort={{
        ...sort,
        onSort: (key, dir) => {
          onSort(key, dir);
          setSort({ key, dir });
        },
      }}
    />
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name });

describe('DataTable sortable headers', () => {
  it('marks only the sorted column with aria-sort; sortable headers are buttons named by the header alone', () => {
    render(<Sorted onSort={() => {}} />);
    expect(header('Joined')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Name')).not.toHaveAttribute('aria-sort');
    expect(within(header('Name')).getByRole('button', { name: 'Name' })).toBeInTheDocument();
    expect(within(header('Joined')).getByRole('button', { name: 'Joined' })).toBeInTheDocument();
    expect(within(header('Actions')).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Joined', 'Actions']);
  });

  it('a click flips the sorted column and starts another its own way', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    render(<Sorted onSort={onSort} />);
    await user.click(screen.getByRole('button', { name: 'Joined' }));
    expect(onSort).toHaveBeenLastCalledWith('joined', 'asc');
    expect(header('Joined')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith('name', 'asc');
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Joined')).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith('name', 'desc');
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
  });

  it('works from the keyboard: Tab to the header, Enter or Space sorts', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    render(<Sorted onSort={onSort} />);
    await user.tab(); // the scrollable table region
    await user.tab();
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSort).toHaveBeenLastCalledWith('name', 'asc');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Joined' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onSort).toHaveBeenLastCalledWith('joined', 'desc');
    expect(header('Joined')).toHaveAttribute('aria-sort', 'descending');
  });

  it('without a sort, headers stay plain text', () => {
    render(<DataTable label="People" caption="People" columns={COLUMNS} rows={ROWS} rowKey={(r) => r._id} loading={false} empty="None" />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(header('Name')).not.toHaveAttribute('aria-sort');
  });
});
