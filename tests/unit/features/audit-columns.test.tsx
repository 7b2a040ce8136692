import { cleanup, render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { actorParts } from '@contract/audit-text';
import { actionText, AuditChangeList, changeKind, fieldText, roleText, valueText } from '@/features/audit-log/components/audit-columns';

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

  it('names every role an actor can have in words, and keeps an unknown one as stored', () => {
    expect(roleText('super-admin')).toBe('Super admin');
    expect(roleText('dashboard-user')).toBe('Dashboard user');
    expect(roleText('metaverse-user')).toBe('Metaverse user');
    expect(roleText('robot')).toBe('robot');
  });

  it('names actions in words', () => {
    expect(actionText('dashboard_user.invitation_accepted')).toBe('Dashboard user invitation accepted');
    expect(actionText('lead.status_changed')).toBe('Lead status changed');
  });
});

// Session 20 (docs/decisions/0052, "Readable at both widths"): a creation lists what it set, a deletion what it
// cleared, an update keeps before → after; long addresses break after "@" and ".", never mid-word.
describe('audit log changes by kind of event', () => {
  const changes = (action: string, list: Record<string, { before: unknown; after: unknown }>) => {
    const { container } = render(<AuditChangeList action={action} changes={list} />);
    return container;
  };

  it('a creation lists "field: value" without "— →"', () => {
    const list = changes('metaverse.created', { name: { before: null, after: 'Moon Base' }, managers: { before: [], after: ['ada@example.com'] } });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Name: Moon Base', 'Managers: ada@example.com']);
    expect(list.textContent).not.toContain('→');
    expect(list.textContent).not.toContain('—');
    cleanup();
    // A manager added and a note added read the same way; a secret stays redacted.
    expect(changes('metaverse.manager_added', { managers: { before: null, after: ['max@example.com'] } }).textContent).toBe('Managers: max@example.com');
    cleanup();
    expect(changes('webhook.created', { secret: { before: null, after: '[redacted]' } }).textContent).toBe('Signing secret: [redacted]');
  });

  it('a deletion lists "field: value" struck through and labelled removed', () => {
    const list = changes('metaverse.manager_removed', { managers: { before: ['max@example.com'], after: null } });
    expect(list.textContent).toBe('Managers: max@example.com (removed)');
    expect(list.querySelector('del')).toHaveTextContent('max@example.com');
    expect(list.textContent).not.toContain('→');
  });

  it('an update keeps before → after, also from or to nothing', () => {
    expect(changes('lead.status_changed', { status: { before: 'new', after: 'contacted' } }).textContent).toBe('Status: New → Contacted');
    cleanup();
    expect(changes('lead.owner_changed', { owner: { before: null, after: 'Rhea' } }).textContent).toBe('Owner: — → Rhea');
    cleanup();
    expect(changes('dashboard_user.updated', { password: { before: '[redacted]', after: '[redacted]' } }).textContent).toBe('Password: [redacted] → [redacted]');
  });

  it('says so with a dash when nothing changed, and tells creations, deletions and updates apart', () => {
    expect(changes('webhook.test_sent', {}).textContent).toBe('—');
    expect(changeKind('dashboard_user.invited')).toBe('created');
    expect(changeKind('lead.note_added')).toBe('created');
    expect(changeKind('metaverse.user_removed')).toBe('deleted');
    expect(changeKind('sales_rep.deleted')).toBe('deleted');
    expect(changeKind('dashboard_user.invitation_accepted')).toBe('updated');
  });

  it('breaks long addresses only after "@", "." or "/"', () => {
    const list = changes('lead.owner_changed', { email: { before: 'sales.lead@showroom.example', after: 'https://crm.example.com/hooks' } });
    const html = list.querySelector('li')!.innerHTML;
    expect(html).toContain('sales.<wbr>lead@<wbr>showroom.<wbr>example');
    expect(html).toContain('https://<wbr>crm.<wbr>example.<wbr>com/<wbr>hooks');
  });

  it('reads the actor "Name <email>" as a name and an email', () => {
    expect(actorParts('Root Admin <root@example.com>')).toEqual({ name: 'Root Admin', email: 'root@example.com' });
    expect(actorParts(' <root@example.com>')).toEqual({ name: 'root@example.com' });
    expect(actorParts('6650e7e1c17c000000000009')).toEqual({ name: '6650e7e1c17c000000000009' });
  });
});
