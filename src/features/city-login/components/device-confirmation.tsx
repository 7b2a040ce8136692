import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { formatTimeAgo } from '@/lib/format';
import type { DeviceDecision } from '@contract/device-code';
import type { PendingDevice } from '../api/approve-device-code';

export const ALLOW = 'Allow';
export const DENY = 'Deny';
export const REPORT = 'I did not start this';

interface Props {
  device: PendingDevice;
  /** Which answer is being sent, if any. */
  busy: DeviceDecision | null;
  onAllow: () => void;
  onDeny: () => void;
  onReport: () => void;
}

/** "United Kingdom (203.0.113.7)", or the address alone where the server knows no region. */
function placeOf(from: NonNullable<PendingDevice['requestedFrom']>): string {
  return from.region ? `${from.region} (${from.address})` : from.address;
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
 * RFC 8628 5.4: before a screen gets the person's session, the page names it (name, platform, when and from where it
 * asked) and asks; only Allow signs it in. The name is whatever the screen called itself, so the page says so; a
 * request from another network is called out (5.3: a code can be sent to a victim from anywhere), and one the person
 * did not start can be reported, which denies it too.
 */
export function DeviceConfirmation({ device, busy, onAllow, onDeny, onReport }: Props) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  const ago = useTimeAgo(device.createdAt);
  const from = device.requestedFrom;

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
        {from ? (
          <>
            <dt className="text-slate-300">From</dt>
            <dd className="break-words text-white">
              {placeOf(from)}
              <span className={`block text-xs ${from.sameNetwork ? 'text-slate-300' : 'font-semibold text-amber-200'}`}>
                {from.sameNetwork ? 'The network you are on now' : 'Not the network you are on now'}
              </span>
            </dd>
          </>
        ) : null}
      </dl>
      <div id={`${id}-warning`} className="mt-4 space-y-2 text-sm text-slate-200">
        <p className="font-semibold text-white">Only allow a screen you are holding.</p>
        <p>
          The screen chose this name itself.{' '}
          {from && !from.sameNetwork ? 'It asked from another network than the one you are on. ' : ''}If someone sent you
          this link or code, choose “{REPORT}”: allowing would give that screen your account.
        </p>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button type="button" className={`${buttonClass.primary} sm:min-w-32`} disabled={busy !== null} onClick={onAllow}>
          {busy === 'allow' ? 'Signing the screen in…' : ALLOW}
        </button>
        <button type="button" className={`${buttonClass.secondary} sm:min-w-32`} disabled={busy !== null} onClick={onDeny}>
          {busy === 'deny' ? 'Denying…' : DENY}
        </button>
        <button type="button" className={`${buttonClass.dangerOutline} sm:ml-auto`} disabled={busy !== null} onClick={onReport}>
          {busy === 'report' ? 'Reporting…' : REPORT}
        </button>
      </div>
    </section>
  );
}
