import { z } from 'zod';
import { RepWriteSchema } from '@contract/scheduling';

const shape = RepWriteSchema.shape;

/** The contract's rep without its office (the page knows it), and hours that make sense as a week. */
export const RepFormSchema = z.object({
  name: shape.name,
  email: shape.email,
  active: z.boolean(),
  hours: shape.hours.superRefine((hours, ctx) => {
    hours.forEach((range, index) => {
      if (range.start >= range.end) {
        ctx.addIssue({ code: 'custom', path: [index, 'end'], message: 'Ends after it starts' });
        return;
      }
      const overlaps = hours.some((other, j) => j !== index && other.weekday === range.weekday && other.start < range.end && range.start < other.end);
      if (overlaps) ctx.addIssue({ code: 'custom', path: [index, 'start'], message: 'Overlaps other hours of that day' });
    });
  }),
});
export type RepFormInput = z.input<typeof RepFormSchema>;

export const WEEKDAY_HOURS: RepFormInput['hours'] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));
