import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';

/** The signing secret, shown this once: the server keeps it but never shows it again. */
export function WebhookSecretDialog({ secret, url, onClose }: { secret: string; url: string; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toast.success('Secret copied');
    } catch {
      toast.error('Could not copy. Select the secret and copy it by hand.');
    }
  };
  return (
    <ModalDialog title="Signing secret" onClose={onClose}>
      <div className="flex flex-col gap-4 text-slate-200">
        <p>
          Requests to <span className="break-all">{url}</span> are signed with this secret. Copy it into your CRM now: it is not shown again.
        </p>
        <code className="block break-all rounded-lg border border-slate-600 px-3 py-2 text-sm text-white">{secret}</code>
        <p className="text-sm text-slate-300">
          Check each request's <code>Webhook-Signature</code> header (<code>t=…,v1=…</code>): HMAC-SHA256 of the timestamp, a dot and the raw body.
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClass.secondary} onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy secret'}
          </button>
          <button type="button" className={buttonClass.primary} onClick={onClose}>
            Done
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
