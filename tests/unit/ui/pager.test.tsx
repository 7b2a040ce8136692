import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from '@/components/ui/pager';

function ControlledPager({ start, totalPages }: { start: number; totalPages: number }) {
  const [page, setPage] = useState(start);
  return <Pager page={page} totalPages={totalPages} onPageChange={setPage} />;
}

describe('Pager', () => {
  it("says 'Page N of M' with Previous and Next as real buttons, disabled at the ends", async () => {
    const user = userEvent.setup();
    render(<ControlledPager start={1} totalPages={3} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(nav).toContainElement(previous);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(previous).toBeEnabled();
    await user.click(next);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('works from the keyboard and keeps focus on the pager when the pressed button becomes disabled', async () => {
    const user = userEvent.setup();
    render(<ControlledPager start={2} totalPages={3} />);
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it("says 'about N' when the total is an estimate", () => {
    render(<Pager page={1} totalPages={100000} estimated onPageChange={() => {}} />);
    expect(screen.getByText('Page 1 of about 100,000')).toBeInTheDocument();
  });

  it('ignores clicks while a page loads, without disabling the buttons', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = render(<Pager page={2} totalPages={3} busy onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(onPageChange).not.toHaveBeenCalled();
    rerender(<Pager page={2} totalPages={3} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('shows a single page for an empty list', () => {
    render(<Pager page={1} totalPages={0} onPageChange={() => {}} />);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
