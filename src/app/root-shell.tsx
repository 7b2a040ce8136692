import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { SessionEndedNotice } from './session-ended-notice';

export function RootShell() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' ? (
        <div role="status" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent">
          <span className="sr-only">Loading…</span>
        </div>
      ) : null}
      <Outlet />
      <ScrollRestoration />
      <SessionEndedNotice />
    </>
  );
}
