import { ModalDialog } from '@/components/marketing/modal-dialog';

/** The demo-request dialog. Issue 5 puts the booking form in it; until then it says so. */
export default function DemoDialog({ onClose }: { onClose: () => void }) {
  return (
    <ModalDialog title="Book a demo" onClose={onClose} closeLabel="Close the demo dialog">
      <p className="text-slate-200">
        Tell us what you want to build and a specialist will reply within one business day. The booking form arrives
        here soon; until then, write to us at{' '}
        <a className="text-accent underline" href="mailto:hello@eternity.example">
          hello@eternity.example
        </a>
        .
      </p>
    </ModalDialog>
  );
}
