import {
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
 * the element by them in a prerendered page and writes the deployment's value into it (server/src/static.ts).
 */
export function ContactValue({ setting, className = '' }: Props) {
  const value = contactValue(contactSettings, setting);
  const href = contactHref(setting, value);
  const marker = { [CONTACT_SETTING_ATTRIBUTE]: setting };
  const text = contactText(setting, value);
  return href ? (
    <a {...marker} href={href} className={className}>
      {text}
    </a>
  ) : (
    <span {...marker} className={`whitespace-pre-line ${className}`.trim()}>
      {text}
    </span>
  );
}
