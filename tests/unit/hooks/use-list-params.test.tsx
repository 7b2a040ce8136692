import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListParams } from '@/hooks/use-list-params';

function List() {
  const [{ page, q, field }, setParams] = useListParams({ page: 1, q: '', field: 'name' });
  return (
    <>
      <output>{`page=${page} q=${q} field=${field}`}</output>
      <button type="button" onClick={() => setParams({ page: page + 1 })}>
        Next
      </button>
      <button type="button" onClick={() => setParams({ q: `${q}a` })}>
        Type a
      </button>
      <button type="button" onClick={() => setParams({ q: '' })}>
        Clear
      </button>
      <button type="button" onClick={() => setParams({ field: 'email' })}>
        By email
      </button>
      <button
        type="button"
        onClick={() => {
          // Two changes before the navigation renders, as two quick selects make them.
          setParams({ field: 'email' });
          setParams({ q: 'bo' });
        }}
      >
        Both
      </button>
      <button
        type="button"
        onClick={() => {
          // A quick filter and then another, the second before the first one's list rendered (seen under load).
          setParams({ field: 'email' });
          setParams({ field: 'name' });
        }}
      >
        There and back
      </button>
    </>
  );
}

function renderList(url: string) {
  const router = createMemoryRouter([{ path: '/list', Component: List }], { initialEntries: ['/start', url], initialIndex: 1 });
  render(<RouterProvider router={router} />);
  const state = () => screen.getByRole('status').textContent;
  const search = () => router.state.location.search;
  const back = () => act(() => router.navigate(-1));
  return { user: userEvent.setup(), state, search, back, router };
}

describe('useListParams', () => {
  it('reads the list state from the URL, with defaults for what is missing or malformed', () => {
    const { state } = renderList('/list?page=3&q=ada');
    expect(state()).toBe('page=3 q=ada field=name');
  });

  it.each(['0', '-2', '1.5', 'abc'])('treats page=%s as page 1', (page) => {
    const { state } = renderList(`/list?page=${page}`);
    expect(state()).toBe('page=1 q= field=name');
  });

  it('goes back to page 1 when a filter changes and keeps defaults out of the URL', async () => {
    const { user, state, search } = renderList('/list?page=3&q=ada&other=kept');
    await user.click(screen.getByRole('button', { name: 'By email' }));
    expect(state()).toBe('page=1 q=ada field=email');
    expect(search()).toBe('?q=ada&other=kept&field=email');
  });

  it('pushes a new page and a filter turned on, replaces a refined filter: Back leaves the filtered list', async () => {
    const { user, state, search, back } = renderList('/list');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(search()).toBe('?page=2');
    await user.click(screen.getByRole('button', { name: 'Type a' }));
    await user.click(screen.getByRole('button', { name: 'Type a' }));
    await user.click(screen.getByRole('button', { name: 'Type a' }));
    expect(search()).toBe('?q=aaa');
    await back();
    expect(search()).toBe('?page=2');
    expect(state()).toBe('page=2 q= field=name');
    await back();
    expect(search()).toBe('');
  });

  it('pushes a filter turned off, so Back returns to the filtered list', async () => {
    const { user, search, back } = renderList('/list?q=ada');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(search()).toBe('');
    await back();
    expect(search()).toBe('?q=ada');
  });

  it('keeps both of two changes made before a render, as one history entry', async () => {
    const { user, state, search, back } = renderList('/list?page=2');
    await user.click(screen.getByRole('button', { name: 'Both' }));
    expect(state()).toBe('page=1 q=bo field=email');
    expect(search()).toBe('?q=bo&field=email');
    await back();
    expect(search()).toBe('?page=2');
  });

  it('after Back, a change is a step of its own again: the earlier change is not taken as still in flight', async () => {
    const { user, state, search, back, router } = renderList('/list');
    await user.click(screen.getByRole('button', { name: 'By email' }));
    await back();
    expect(search()).toBe('');
    await user.click(screen.getByRole('button', { name: 'Type a' }));
    expect(state()).toBe('page=1 q=a field=name');
    expect(router.state.historyAction).toBe('PUSH');
    await back();
    expect(search()).toBe('');
    expect(router.state.location.pathname).toBe('/list');
  });

  it('a change taken back before a render lands on the list as it was asked for: the first one\'s page reset stays', async () => {
    const { user, state, search } = renderList('/list?page=3&q=ada');
    await user.click(screen.getByRole('button', { name: 'There and back' }));
    expect(state()).toBe('page=1 q=ada field=name');
    expect(search()).toBe('?q=ada');
  });

  it('does not add a history entry when nothing changes', async () => {
    const { user, search, back, router } = renderList('/list?q=ada');
    await user.click(screen.getByRole('button', { name: 'By email' }));
    await user.click(screen.getByRole('button', { name: 'By email' }));
    await back();
    expect(search()).toBe('?q=ada');
    expect(router.state.location.pathname).toBe('/list');
  });
});
