import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import type { MetaverseGroup } from '@/components/layout/console-sidebar';
import { SkipLink } from '@/components/layout/skip-link';
import { Toaster } from '@/components/ui/toast';
import { createQueryClient } from '@/lib/query';

export function metaverseGroup(
  list: { data?: readonly { _id: string; name: string }[]; isError: boolean; refetch: () => unknown },
  to: (id: string) => string,
  create?: MetaverseGroup['create'],
): MetaverseGroup {
  return {
    status: list.data ? 'ready' : list.isError ? 'error' : 'loading',
    items: (list.data ?? []).map((m) => ({ label: m.name, to: to(m._id) })),
    ...(create ? { create } : {}),
    onRetry: () => void list.refetch(),
  };
}

/** The query cache and toasts live in the consoles' chunk, not in the `/` entry (docs/decisions/0018). */
export function ConsoleShell({ sidebar }: { sidebar: React.ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex min-h-screen flex-col lg:flex-row">
        <SkipLink />
        {sidebar}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none md:p-8">
          <Outlet />
        </main>
      </div>
      <Toaster />
    </QueryClientProvider>
  );
}
