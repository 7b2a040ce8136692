import { isAxiosError } from 'axios';
import { useId } from 'react';
import { z } from 'zod';
import { buttonClass } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { applyServerErrors, useContractForm } from '@/hooks/use-contract-form';
import { errorMessage } from '@/lib/http';
import { PASSWORD_HINT, PasswordSchema } from '@contract/common';
import { DashboardUserCreateSchema, DashboardUserPatchSchema } from '@contract/dashboard-user';
import { MESSAGES } from '@contract/messages';
import { TOAST_TEXT } from '@contract/toast-text';
import { useCreateDashboardUser } from '../api/create-dashboard-user';
import type { DashboardUserDetail } from '../api/get-dashboard-user';
import { useUpdateDashboardUser } from '../api/update-dashboard-user';

/** A blank password keeps the current one, or on create invites the user to choose their own (0049). */
const FormSchema = DashboardUserCreateSchema.extend({ password: z.union([z.literal(''), PasswordSchema]) });

export const KEEP_PASSWORD_HINT = 'Leave blank to keep the current password.';
export const INVITE_HINT = 'Leave blank to invite them: they get an email with a link to choose their own password.';

type Values = z.output<typeof FormSchema>;

export function changedFields(user: DashboardUserDetail, values: Values): Partial<Values> {
  const changes: Partial<Values> = {};
  if (values.name !== user.name) changes.name = values.name;
  if (values.email !== user.email) changes.email = values.email;
  if (values.phoneNumber !== user.phoneNumber) changes.phoneNumber = values.phoneNumber;
  if (values.password) changes.password = values.password;
  return changes;
}

interface Props {
  user?: DashboardUserDetail;
  onDone: () => void;
  onCancel: () => void;
}

/** A failed save keeps what was typed; the first message shows as a toast (SPEC 8: 1 to 2 s). */
export function DashboardUserForm({ user, onDone, onCancel }: Props) {
  const editing = user !== undefined;
  const form = useContractForm(FormSchema, {
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', phoneNumber: user?.phoneNumber ?? '', password: '' },
  });
  const create = useCreateDashboardUser();
  const update = useUpdateDashboardUser();
  const pending = create.isPending || update.isPending;
  const errors = form.formState.errors;
  const rootId = useId();
  const [name, email] = form.watch(['name', 'email']);

  const fail = (err: unknown) => {
    const formMessage = applyServerErrors(form, err);
    // 409 'Email already in use' names no field: it belongs beside the email.
    if (formMessage && isAxiosError(err) && err.response?.status === 409) {
      form.clearErrors('root.server');
      form.setError('email', { type: 'server', message: formMessage }, { shouldFocus: true });
    }
    toast.error(errorMessage(err));
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (pending) return;
    try {
      if (!user) {
        const { password, ...fields } = values;
        const reply = await create.mutateAsync({ body: password ? { ...fields, password } : fields });
        const created = reply.data.dashboardUser;
        toast.success(created.status === 'invited' ? MESSAGES.dashboardUserInvited : TOAST_TEXT.dashboardUserCreated(created.name));
      } else {
        const changes = DashboardUserPatchSchema.safeParse(changedFields(user, values));
        if (!changes.success) {
          const message = changes.error.issues[0]?.message ?? 'Nothing to update';
          form.setError('root.server', { type: 'client', message });
          toast.error(message);
          return;
        }
        const reply = await update.mutateAsync({ params: { id: user._id }, body: changes.data });
        toast.success(TOAST_TEXT.dashboardUserSaved(reply.data.dashboardUser.name));
      }
      onDone();
    } catch (err) {
      fail(err);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex max-w-xl flex-col gap-4" aria-describedby={errors.root?.server ? rootId : undefined}>
      <TextField label="Name" autoComplete="off" required error={errors.name?.message} {...form.register('name')} />
      <TextField label="Email" type="email" autoComplete="off" required error={errors.email?.message} {...form.register('email')} />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="off"
        required
        hint="Digits, optionally starting with + and the country code, e.g. +919876543210."
        error={errors.phoneNumber?.message}
        {...form.register('phoneNumber')}
      />
      <PasswordField
        label={editing ? 'New Password' : 'Password'}
        autoComplete="new-password"
        error={errors.password?.message}
        hint={`${editing ? KEEP_PASSWORD_HINT : INVITE_HINT} ${PASSWORD_HINT}`}
        policy={{ email, name }}
        {...form.register('password')}
      />
      {errors.root?.server ? (
        <p id={rootId} className="text-sm text-red-300">
          {errors.root.server.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass.primary} aria-disabled={pending} aria-busy={pending}>
          {pending ? 'Saving…' : editing ? 'Update Dashboard User' : 'Create Dashboard User'}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={onCancel}>
          Back to the list
        </button>
      </div>
    </form>
  );
}
