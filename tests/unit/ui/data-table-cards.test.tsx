import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from '@/components/ui/data-table';

interface Row {
  id: string;
  name: string;
  email: string;
}

const columns: Column<Row>[] = [
  { header: 'Name', rowHeader: true, cell: (r) => r.name },
  { header: 'Email', cell: (r) => r.email },
  { header: 'Delete', action: true, cell: (r) => <button type="button">Delete {r.name}</button> },
];

const rows: Row[] = [{ id: '1', name: 'Ada', email: 'ada@example.com' }];

describe('DataTable on a narrow screen (cards)', () => {
  it('labels each value with its column for the card (data-label), but not the row actions', () => {
    render(<DataTable label="People" caption="People" columns={columns} rows={rows} rowKey={(r) => r.id} loading={false} empty="None" />);
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveAttribute('data-label', 'Name');
    expect(within(row).getByRole('cell', { name: 'ada@example.com' })).toHaveAttribute('data-label', 'Email');
    const action = within(row).getByRole('button', { name: 'Delete Ada' }).closest('td')!;
    expect(action).not.toHaveAttribute('data-label');
    // The label is CSS-drawn: the cell's text is still only its value.
    expect(action.textContent).toBe('Delete Ada');
    expect(within(row).getByRole('cell', { name: 'ada@example.com' }).textContent).toBe('ada@example.com');
  });

  it('keeps table semantics in explicit roles, which survive the cards’ CSS display', () => {
    render(<DataTable label="People" caption="People" columns={columns} rows={rows} rowKey={(r) => r.id} loading={false} empty="None" />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).toHaveAttribute('role', 'table');
    for (const row of within(table).getAllByRole('row')) expect(row).toHaveAttribute('role', 'row');
    for (const header of within(table).getAllByRole('columnheader')) expect(header).toHaveAttribute('role', 'columnheader');
    expect(within(table).getByRole('rowheader')).toHaveAttribute('role', 'rowheader');
    for (const cell of within(table).getAllByRole('cell')) expect(cell).toHaveAttribute('role', 'cell');
    // Below 640 px the rows become cards and the plain headers leave the screen (not the accessibility tree).
    expect(table.className).toContain('max-sm:block');
    expect(within(table).getByRole('columnheader', { name: 'Email' }).className).toContain('max-sm:sr-only');
  });

  it('with cardRow, a column with `card` places itself on the compact card: its classes, no label; hidden leaves header and cells out', () => {
    const compact: Column<Row>[] = [
      { ...columns[0]!, card: 'max-sm:order-2' },
      { ...columns[1]!, card: 'hidden' },
      columns[2]!,
    ];
    render(<DataTable label="People" caption="People" columns={compact} rows={rows} rowKey={(r) => r.id} loading={false} empty="None" cardRow="max-sm:flex max-sm:test-row" />);
    const row = screen.getAllByRole('row')[1]!;
    expect(row).toHaveClass('max-sm:test-row');
    const name = within(row).getByRole('rowheader');
    expect(name).toHaveClass('max-sm:order-2');
    expect(name).not.toHaveAttribute('data-label');
    expect(within(row).getByRole('cell', { name: 'ada@example.com' })).toHaveClass('max-sm:hidden');
    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveClass('max-sm:hidden');
    // A column without `card` keeps the usual card cell.
    expect(within(row).getByRole('button', { name: 'Delete Ada' }).closest('td')).toHaveClass('max-sm:block');
  });

  it('without cardRow, `card` changes nothing', () => {
    render(<DataTable label="People" caption="People" columns={[{ ...columns[0]!, card: 'hidden' }, columns[1]!]} rows={rows} rowKey={(r) => r.id} loading={false} empty="None" />);
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveAttribute('data-label', 'Name');
    expect(within(row).getByRole('rowheader')).not.toHaveClass('max-sm:hidden');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveClass('max-sm:sr-only');
  });
});
