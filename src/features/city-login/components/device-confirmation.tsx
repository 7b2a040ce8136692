import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { formatTimeAgo } from '@/lib/format';
import type { PendingDevice } from '../api/approve-device-code';

export const ALLOW = 'Allow';
export const DENY = 'Deny';

interface Props {
  device: PendingDevice;
  /** Which of the two is being sent, if any. */
  busy: 'allow' | 'deny' | null;
  onAllow: () => void;
  onDeny: () => void;
}

/** "2 minutes ago", kept current while the question is on screen. */
function useTimeAgo(iso: string): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return formatTimeAgo(iso, now);
}

/**
 * RFC 8628 5.4: before a screen gets the person's session, the page names it (name, platform, when it asked) and asks;
 * only Allow signs it in. The name is whatever the screen called itself, so the page says so.
 */
export function DeviceConfirmation({ device, busy, onAllow, onDeny }: Props) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  const ago = useTimeAgo(device.createdAt);

  // The question replaces Continue: the focus goes to its heading, so a screen reader reads it first and a stray
  // Enter does not allow anything. The whole question, both answers included, is then brought on screen (a phone
  // would otherwise show the heading with Allow and Deny below the fold).
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  return (
    <section
      ref={section}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-warning`}
      className="w-full rounded-xl border border-slate-600 bg-slate-900/80 p-5 text-left sm:p-6"
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-lg font-semibold text-white focus:outline-none">
        Sign this screen in to your account?
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-300">Device</dt>
        <dd className="font-semibold break-words text-white">{device.name}</dd>
        <dt className="text-slate-300">Platform</dt>
        <dd className="break-words text-white">{device.platform || 'Not given'}</dd>
        <dt className="text-slate-300">Asked</dt>
        <dd className="text-white">
          {ago} (<DateTime value={device.createdAt} zone />)
        </dd>
      </dl>
      <p id={`${id}-warning`} className="mt-4 text-sm text-slate-200">
        The screen chose this name itself. Allow only if this screen is in front of you and you started its sign-in. If
        someone sent you this link or code, choose Deny: allowing would give that screen your account.
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button type="button" className={`${buttonClass.primary} sm:min-w-32`} disabled={busy !== null} onClick={onAllow}>
          {busy === 'allow' ? 'Signing the screen in…' : ALLOW}
        </button>
        <button type="button" className={`${buttonClass.secondary} sm:min-w-32`} disabled={busy !== null} onClick={onDeny}>
          {busy === 'deny' ? 'Denying…' : DENY}
        </button>
      </div>
    </section>
  );
}
