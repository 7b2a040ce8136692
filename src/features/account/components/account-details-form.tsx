import { isAxiosError } from 'axios';
import { useEffect, useMemo } from 'react';
import { Banner } from '@/components/ui/banner';
import { buttonClass } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { applyServerErrors, useContractForm } from '@/hooks/use-contract-form';
import { errorMessage } from '@/lib/http';
import { TOAST_TEXT } from '@contract/toast-text';
import { accountDetailsSchema } from '../api/account-details-schema';
import type { AccountRole, Profile } from '../api/get-profile';
import { useUpdateOwnDetails, type DetailsChange } from '../api/update-own-details';

export const NOTHING_CHANGED = 'Nothing to save: your name and email are as they were';

interface Props {
  role: AccountRole;
  profile: Profile;
  /** Saved or cancelled: back to the details. */
  onDone: () => void;
}

/** One's own name and email; a new email needs the current password, as the server requires (docs/decisions/0053). */
export function AccountDetailsForm({ role, profile, onDone }: Props) {
  const currentEmail = profile.email ?? '';
  const schema = useMemo(() => accountDetailsSchema(currentEmail), [currentEmail]);
  const form = useContractForm(schema, { defaultValues: { name: profile.name ?? '', email: currentEmail, currentPassword: '' } });
  const save = useUpdateOwnDetails(role);
  const { errors, isSubmitting } = form.formState;
  const typedEmail = form.watch('email');
  const emailChanges = typedEmail.trim().toLowerCase() !== currentEmail.toLowerCase();

  useEffect(() => form.setFocus('name'), [form]);

  const onSubmit = form.handleSubmit(async ({ name, email, currentPassword }) => {
    const body: DetailsChange = {
      ...(name !== profile.name && { name }),
      ...(email !== currentEmail.toLowerCase() && { email, currentPassword }),
    };
    if (Object.keys(body).length === 0) {
      toast.info(NOTHING_CHANGED);
      onDone();
      return;
    }
    try {
      const saved = await save.mutateAsync(body);
      toast.success(body.email ? TOAST_TEXT.accountEmailChanged(saved.email ?? body.email) : TOAST_TEXT.accountSaved);
      onDone();
    } catch (err) {
      const formMessage = applyServerErrors(form, err);
      // 409 'Email already in use' names no field: it belongs beside the email.
      if (formMessage && isAxiosError(err) && err.response?.status === 409) {
        form.clearErrors('root.server');
        form.setError('email', { type: 'server', message: formMessage }, { shouldFocus: true });
      }
      toast.error(errorMessage(err));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex max-w-md flex-col gap-4" noValidate aria-busy={isSubmitting} aria-label="Edit basic details">
      <TextField label="Name" autoComplete="name" required error={errors.name?.message} {...form.register('name')} />
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
      {emailChanges ? (
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          required
          hint="Needed to change your email."
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      ) : null}
      {errors.root?.server ? <Banner kind="error">{errors.root.server.message}</Banner> : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
          {isSubmitting ? 'Saving…' : 'Save details'}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
