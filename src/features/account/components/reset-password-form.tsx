import { Banner } from '@/components/ui/banner';
import { buttonClass } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { toast } from '@/components/ui/toast';
import { applyServerErrors, useContractForm } from '@/hooks/use-contract-form';
import { PASSWORD_HINT } from '@contract/common';
import { useChangePassword } from '../api/change-password';
import { useProfile, type AccountRole } from '../api/get-profile';
import { MISMATCH, ResetPasswordFormSchema } from '../api/reset-password-schema';

export { MISMATCH };
export const PASSWORD_CHANGED = 'Password changed. Your other sessions have been signed out.';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** Show/hide on each field (SPEC 2.5); what was typed stays when the change fails. */
export function ResetPasswordForm({ role }: { role: AccountRole }) {
  const form = useContractForm(ResetPasswordFormSchema, { defaultValues: EMPTY });
  const change = useChangePassword(role);
  const { data: me } = useProfile(role);
  const { errors, isSubmitting } = form.formState;

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
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        error={errors.password?.message}
        hint={PASSWORD_HINT}
        policy={{ email: me?.email, name: me?.name }}
        {...form.register('password')}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      {errors.root?.server ? <Banner kind="error">{errors.root.server.message}</Banner> : null}
      <button type="submit" disabled={isSubmitting} className={`${buttonClass.primary} self-start`}>
        {isSubmitting ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
