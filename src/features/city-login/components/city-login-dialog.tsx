import { ModalDialog } from '@/components/ui/dialog';

/** The Eternity City login dialog shell; a later issue adds the phone one-time-code and Google sign-in. */
export default function CityLoginDialog({ onClose }: { onClose: () => void }) {
  return (
    <ModalDialog title="Login to Eternity City" onClose={onClose} closeLabel="Close the login dialog">
      <p className="text-slate-200">
        Sign in with your phone number or Google account to enter Eternity City. Sign-in opens here very soon.
      </p>
    </ModalDialog>
  );
}
