import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from '@/components/ui/combobox';

interface Person {
  id: string;
  name: string;
  email: string;
}

const PEOPLE: Person[] = [
  { id: 'a', name: 'Ada Lovelace', email: 'ada@analytical.org' },
  { id: 'b', name: 'Dana Dashboard', email: 'Dana.Ops@Example.com' },
  { id: 'c', name: 'Grace Hopper', email: 'grace@navy.mil' },
];

function Picker({ onSelect = () => {}, onSubmit = () => {}, initial = null }: { onSelect?: (p: Person | null) => void; onSubmit?: () => void; initial?: Person | null }) {
  const [selected, setSelected] = useState<Person | null>(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Combobox<Person>
        label="Admin"
        options={PEOPLE}
        optionKey={(p) => p.id}
        optionLabel={(p) => `${p.name} (${p.email})`}
        filterText={(p) => `${p.name} ${p.email}`}
        selected={selected}
        onSelect={(p) => {
          setSelected(p);
          onSelect(p);
        }}
        emptyText="No matching dashboard users"
      />
      <button type="submit">Save</button>
      <p data-testid="chosen">{selected?.id ?? 'none'}</p>
    </form>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Admin' });
const shownOptions = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('Combobox', () => {
  it('is an ARIA 1.2 combobox controlling a listbox, closed at first', () => {
    render(<Picker />);
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    const listId = box().getAttribute('aria-controls')!;
    expect(document.getElementById(listId)).toHaveAttribute('role', 'listbox');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('filters by the caller-given text ignoring case: part of an email in another case finds the person', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.type(box(), 'dana.OPS@example');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Admin' })).toBeInTheDocument();
    expect(shownOptions()).toEqual(['Dana Dashboard (Dana.Ops@Example.com)']);
    await user.clear(box());
    await user.type(box(), 'HOPPER');
    expect(shownOptions()).toEqual(['Grace Hopper (grace@navy.mil)']);
    await user.clear(box());
    await user.type(box(), 'nobody');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No matching dashboard users');
  });

  it('chooses with the arrow keys and Enter: aria-activedescendant follows, Enter does not submit the form', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onSubmit = vi.fn();
    render(<Picker onSelect={onSelect} onSubmit={onSubmit} />);
    await user.click(box());
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Wraps from the first option to the last.
    expect(box()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(PEOPLE[1]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box()).toHaveValue('Dana Dashboard (Dana.Ops@Example.com)');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveFocus();
    // Closed: Enter submits the form as in any text box.
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('chooses with a click; typing something else drops the choice', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.type(box(), 'ada');
    await user.click(screen.getByRole('option', { name: 'Ada Lovelace (ada@analytical.org)' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('a');
    expect(box()).toHaveValue('Ada Lovelace (ada@analytical.org)');
    await user.type(box(), 'x');
    expect(screen.getByTestId('chosen')).toHaveTextContent('none');
  });

  it('Escape closes the list, a second Escape clears the box and the choice', async () => {
    const user = userEvent.setup();
    render(<Picker initial={PEOPLE[2]!} />);
    expect(box()).toHaveValue('Grace Hopper (grace@navy.mil)');
    await user.click(box());
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    // The chosen person's own label is not a filter: everyone is offered.
    expect(shownOptions()).toHaveLength(3);
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('Grace Hopper (grace@navy.mil)');
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
    expect(screen.getByTestId('chosen')).toHaveTextContent('none');
  });

  it('leaving the box without choosing empties it, so the text never claims a choice', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.type(box(), 'gra');
    await user.tab();
    expect(box()).toHaveValue('');
    expect(screen.getByTestId('chosen')).toHaveTextContent('none');
  });

  it('shows a field error beside the box and marks it invalid', () => {
    render(
      <Combobox<Person>
        label="Admin"
        options={PEOPLE}
        optionKey={(p) => p.id}
        optionLabel={(p) => p.name}
        selected={null}
        onSelect={() => {}}
        error="admin must be an existing dashboard user"
      />,
    );
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription('admin must be an existing dashboard user');
  });
});
