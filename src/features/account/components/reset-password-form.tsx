import { useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/banner';
import { buttonClass } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';

/** Current, new and confirm password with show/hide toggles; saving is wired by a later issue (SPEC 2.5). */
export function ResetPasswordForm() {
  const [notice, setNotice] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(true);
  };
  return (
    <form onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      <PasswordField label="Current Password" name="currentPassword" autoComplete="current-password" />
      <PasswordField label="New Password" name="newPassword" autoComplete="new-password" />
      <PasswordField label="Confirm Password" name="confirmPassword" autoComplete="new-password" />
      {notice ? <Banner kind="success">Changing the password is not available yet.</Banner> : null}
      <button type="submit" className={`${buttonClass.primary} self-start`}>
        Save
      </button>
    </form>
  );
}
