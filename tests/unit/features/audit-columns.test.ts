import { describe, expect, it } from 'vitest';
import { actionText, fieldText, valueText } from '@/features/audit-log/components/audit-columns';

// The audit log's changes in words (issue 23, the fresh-eyes review): field names and stored values as people read
// them; the CSV export keeps the stored ones.
describe('audit log changes in words', () => {
  it('names fields in words, also ones it has no word for yet', () => {
    expect(fieldText('phoneNumber')).toBe('Phone number');
    expect(fieldText('isDefault')).toBe('Default office');
    expect(fieldText('secret')).toBe('Signing secret');
    expect(fieldText('someNewField')).toBe('Some New Field');
    expect(fieldText('snake_case')).toBe('Snake case');
  });

  it('writes statuses, yes/no, lists and empty values as words', () => {
    expect(valueText('meeting-booked', 'status')).toBe('Meeting booked');
    expect(valueText('invited', 'status')).toBe('Invited');
    expect(valueText('meeting-booked', 'name')).toBe('meeting-booked');
    expect(valueText(true, 'enabled')).toBe('Yes');
    expect(valueText(false, 'active')).toBe('No');
    expect(valueText(['lead.created', 'meeting.booked'], 'events')).toBe('lead.created, meeting.booked');
    expect(valueText([], 'managers')).toBe('—');
    expect(valueText(null)).toBe('—');
    expect(valueText({ mon: [9, 17] }, 'hours')).toBe('{"mon":[9,17]}');
    expect(valueText('x'.repeat(400))).toHaveLength(160);
  });

  it('names actions in words', () => {
    expect(actionText('dashboard_user.invitation_accepted')).toBe('Dashboard user invitation accepted');
    expect(actionText('lead.status_changed')).toBe('Lead status changed');
  });
});
