import type { ReactNode } from 'react';
import {
  CONTACT_ABSENT_ATTRIBUTE,
  CONTACT_ROW_ATTRIBUTE,
  CONTACT_SETTING_ATTRIBUTE,
  contactHref,
  contactText,
  contactValue,
  type ContactSettingKey,
} from '@contract/contact-settings';
import { contactSettings } from '@/config/contact';

interface Props {
  setting: ContactSettingKey;
  className?: string;
}

/**
 * One contact detail from the run-time settings (docs/decisions/0060): an email or phone as its mailto:/tel: link, an
 * address as text, one line each. The marker attribute comes first and the text is the only child: the server finds
 * the element by them in a prerendered page and writes the deployment's value into it (server/src/static.ts). Unset,
 * it is an empty hidden element the server can still fill: nothing made up stands in for it (issue 37 item 3).
 */
export function ContactValue({ setting, className = '' }: Props) {
  const value = contactValue(contactSettings, setting);
  const href = contactHref(setting, value);
  const marker = { [CONTACT_SETTING_ATTRIBUTE]: setting };
  const text = value ? contactText(setting, value) : '';
  return href ? (
    <a {...marker} href={href} hidden={!value} className={className}>
      {text}
    </a>
  ) : (
    <span {...marker} hidden={!value} className={`whitespace-pre-line ${className}`.trim()}>
      {text}
    </span>
  );
}

/** Whether the deployment set this detail (what the hydrated page reads; the server writes the same into the HTML). */
export const hasContact = (setting: ContactSettingKey): boolean => contactValue(contactSettings, setting) !== '';

/**
 * A detail with what goes with it (its label, its sentence), shown only when the detail is set; `absent` shows in its
 * place while it is not. Both are in the prerendered HTML, so the server can swap them for a deployment's value.
 */
export function ContactRow({
  setting,
  children,
  absent,
  as: Tag = 'div',
  className,
}: {
  setting: ContactSettingKey;
  children: ReactNode;
  absent?: ReactNode;
  as?: 'div' | 'p' | 'span' | 'li';
  className?: string;
}) {
  const set = hasContact(setting);
  return (
    <>
      <Tag {...{ [CONTACT_ROW_ATTRIBUTE]: setting }} hidden={!set} className={className}>
        {children}
      </Tag>
      {absent ? (
        <Tag {...{ [CONTACT_ABSENT_ATTRIBUTE]: setting }} hidden={set} className={className}>
          {absent}
        </Tag>
      ) : null}
    </>
  );
}
