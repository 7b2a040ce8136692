import { zodResolver } from '@hookform/resolvers/zod';
import { isAxiosError } from 'axios';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '@/lib/http';

export const FORM_ERROR = 'root.server';

type Schema = z.ZodType<FieldValues, FieldValues>;

/** The contract's own zod schema, so form and server check the same rules; give every field a default value. */
export function useContractForm<S extends Schema>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });
  oneSubmitAtATime(form);
  return form;
}

const guarded = new WeakSet<object>();

/**
 * A submit while the form's previous one still runs is dropped (issue 23 item 8): a double click, or Enter pressed
 * twice, faster than the button can turn busy, saves or creates once and announces it once. A flag, not state: it
 * holds from the first event on, before React renders again. Done once per form object, which useForm keeps stable.
 */
function oneSubmitAtATime(form: { handleSubmit: UseFormReturn['handleSubmit'] }): void {
  if (guarded.has(form)) return;
  guarded.add(form);
  const handleSubmit = form.handleSubmit;
  let running = false;
  form.handleSubmit = ((onValid, onInvalid) => {
    const submit = handleSubmit(onValid, onInvalid);
    return async (event?: { preventDefault?: () => void }) => {
      if (running) {
        event?.preventDefault?.();
        return;
      }
      running = true;
      try {
        await submit(event as Parameters<typeof submit>[0]);
      } finally {
        running = false;
      }
    };
  }) as UseFormReturn['handleSubmit'];
}

interface Detail {
  message: string;
  path: (string | number)[];
}

function detailsOf(err: unknown): Detail[] {
  const data: unknown = isAxiosError(err) ? err.response?.data : undefined;
  const details = (data as { errors?: { details?: unknown } } | undefined)?.errors?.details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((d: { message?: unknown; path?: unknown }) =>
    typeof d?.message === 'string' ? [{ message: d.message, path: Array.isArray(d.path) ? (d.path as Detail['path']) : [] }] : [],
  );
}

/** Details whose path names a form field go beside it; the rest go to FORM_ERROR, which is returned. */
export function applyServerErrors<T extends FieldValues>(form: { setError: UseFormSetError<T>; getValues: () => T }, err: unknown): string | null {
  const values = form.getValues() as Record<string, unknown>;
  const placed = new Set<string>();
  let formMessage: string | null = null;
  const details = detailsOf(err);
  for (const { message, path } of details) {
    const name = path.join('.');
    const known = path.length > 0 && String(path[0]) in values;
    if (known && !placed.has(name)) {
      placed.add(name);
      form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: placed.size === 1 });
    } else if (!known && formMessage === null) {
      formMessage = message;
    }
  }
  if (details.length === 0) formMessage = errorMessage(err);
  if (formMessage !== null) form.setError(FORM_ERROR as Path<T>, { type: 'server', message: formMessage });
  return formMessage;
}
