import { useEffect, useRef, useState } from 'react';
import { ModalDialog } from '@/components/ui/dialog';
import type { DemoDraft } from '../hooks/use-demo-form';
import { sendFormOpen } from '../lib/lead-source';
import DemoForm from './demo-form';

const DIALOG_STATE = 'demoDialog';

/**
 * Back closes the dialog, as on a phone's full-screen dialog: opening adds a history entry for the same address,
 * Back pops it; closing any other way pops it too, so history is as it was.
 */
function useBackCloses(onClose: () => void) {
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    window.history.pushState({ ...(window.history.state as object | null), [DIALOG_STATE]: true }, '');
    let popped = false;
    const onPop = () => {
      popped = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (!popped && (window.history.state as Record<string, unknown> | null)?.[DIALOG_STATE]) window.history.back();
    };
  }, []);
}

/** `drafts`: the provider's, by page path; another page's dialog starts afresh. */
export default function DemoDialog({
  onClose,
  drafts,
  sourceLabel = '',
  country,
}: {
  onClose: () => void;
  drafts: Map<string, DemoDraft>;
  sourceLabel?: string;
  /** The phone country to start with (an office's card); else the draft's, else the default. */
  country?: string;
}) {
  const [path] = useState(() => window.location.pathname);
  const [draft] = useState(() => drafts.get(path));
  useBackCloses(onClose);
  const counted = useRef(false);
  useEffect(() => {
    // Once per opening (StrictMode runs effects twice on one instance; the ref survives that).
    if (counted.current) return;
    counted.current = true;
    sendFormOpen(sourceLabel);
  }, [sourceLabel]);
  // After a booking the form resets when the dialog closes: nothing is kept (docs/decisions/0040).
  useEffect(
    () => () => {
      if (drafts.get(path)?.sent) drafts.delete(path);
    },
    [drafts, path],
  );
  return (
    <ModalDialog title="Book a demo" onClose={onClose} closeLabel="Close the demo dialog" scroll="content">
      <DemoForm
        layout="dialog"
        autoFocusFirst
        lead={<p className="mb-5 text-slate-300">Tell us what you want to build and a specialist will reply within one business day.</p>}
        draft={draft}
        onDraft={(d) => (d ? drafts.set(path, d) : drafts.delete(path))}
        sourceLabel={sourceLabel}
        country={country}
        onFinish={onClose}
      />
    </ModalDialog>
  );
}
