import { useEffect, useRef } from 'react';
import { ModalDialog } from '@/components/ui/dialog';
import { sendFormOpen } from '../lib/lead-source';
import DemoForm from './demo-form';

export default function DemoDialog({ onClose, sourceLabel = '' }: { onClose: () => void; sourceLabel?: string }) {
  const counted = useRef(false);
  useEffect(() => {
    // Once per opening (StrictMode runs effects twice on one instance; the ref survives that).
    if (counted.current) return;
    counted.current = true;
    sendFormOpen(sourceLabel);
  }, [sourceLabel]);
  return (
    <ModalDialog title="Book a demo" onClose={onClose} closeLabel="Close the demo dialog">
      <p className="mb-5 text-slate-300">Tell us what you want to build and a specialist will reply within one business day.</p>
      <DemoForm autoFocusFirst onDone={onClose} sourceLabel={sourceLabel} />
    </ModalDialog>
  );
}
