import { useId } from 'react';
import { Banner } from '@/components/ui/banner';
import { buttonClass } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { toast } from '@/components/ui/toast';
import { applyServerErrors, useContractForm } from '@/hooks/use-contract-form';
import { useChangePassword } from '../api/change-password';
import type { AccountRole } from '../api/get-profile';
import { MISMATCH, ResetPasswordFormSchema } from '../api/reset-password-schema';

export { MISMATCH };
export const PASSWORD_HINT = 'At least 8 characters, and not a commonly used password.';
export const PASSWORD_CHANGED = 'Password changed. Your other sessions have been signed out.';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** The id of a field's error line, and the field's aria attributes that point to it (and to a hint). */
function described(errorId: string, error: string | undefined, hintId?: string) {
  const ids = [error ? errorId : null, hintId].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm text-red-300">
      {message}
    </p>
  ) : null;
}

/**
 * Current, new and confirm password, each with show/hide (SPEC 2.5), that really changes the password: the new one and
 * its confirmation must match (said beside the confirmation), the server checks the current one and refuses common
 * passwords (each said beside its field), then a toast; the account's other sessions end, this one stays. What was
 * typed stays when the change fails.
 */
export function ResetPasswordForm({ role }: { role: AccountRole }) {
  const form = useContractForm(ResetPasswordFormSchema, { defaultValues: EMPTY });
  const change = useChangePassword(role);
  const { errors, isSubmitting } = form.formState;
  const ids = { current: useId(), next: useId(), confirm: useId(), hint: useId() };

  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    try {
      await change.mutateAsync({ currentPassword, password });
      form.reset(EMPTY);
      toast.success(PASSWORD_CHANGED);
    } catch (err) {
      applyServerErrors(form, err);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex max-w-md flex-col gap-4" noValidate aria-busy={isSubmitting}>
      <div className="flex flex-col gap-1">
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          {...form.register('currentPassword')}
          {...described(ids.current, errors.currentPassword?.message)}
        />
        <FieldError id={ids.current} message={errors.currentPassword?.message} />
      </div>
      <div className="flex flex-col gap-1">
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          {...form.register('password')}
          {...described(ids.next, errors.password?.message, ids.hint)}
        />
        <FieldError id={ids.next} message={errors.password?.message} />
        <p id={ids.hint} className="text-xs text-slate-300">
          {PASSWORD_HINT}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          {...form.register('confirmPassword')}
          {...described(ids.confirm, errors.confirmPassword?.message)}
        />
        <FieldError id={ids.confirm} message={errors.confirmPassword?.message} />
      </div>
      {errors.root?.server ? <Banner kind="error">{errors.root.server.message}</Banner> : null}
      <button type="submit" disabled={isSubmitting} className={`${buttonClass.primary} self-start`}>
        {isSubmitting ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
