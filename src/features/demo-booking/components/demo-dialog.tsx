import { ModalDialog } from '@/components/ui/dialog';
import DemoForm from './demo-form';

export default function DemoDialog({ onClose }: { onClose: () => void }) {
  return (
    <ModalDialog title="Book a demo" onClose={onClose} closeLabel="Close the demo dialog">
      <p className="mb-5 text-slate-300">Tell us what you want to build and a specialist will reply within one business day.</p>
      <DemoForm autoFocusFirst onDone={onClose} />
    </ModalDialog>
  );
}
