import { PAGE_SIZE, type Pagination } from '@contract/common';

export type { Pagination };

/** The paging facts for a list reply; an empty list has zero pages. */
export const paginationOf = (page: number, total: number, pageSize: number = PAGE_SIZE): Pagination => ({
  page,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});

/** The rows to skip for `page` (1-based). */
export const offsetOf = (page: number, pageSize: number = PAGE_SIZE): number => (page - 1) * pageSize;
