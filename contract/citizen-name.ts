// How a signed-in citizen is named on screen: shared by the SPA and the WebGL city page (docs/decisions/0032).

/** `+91••••••6789`: enough to recognise one's own number on a shared screen, not to read it off. */
export function maskPhone(phone: string): string {
  return phone.length <= 6 ? phone : `${phone.slice(0, 3)}${'•'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}

/** `a•••@example.com` */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at < 1 ? email : `${email[0]}•••${email.slice(at)}`;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The citizen's name, else a masked email or phone number; never the raw number. */
export function citizenDisplayName(user: Record<string, unknown>): string {
  const name = text(user.name);
  if (name) return name;
  const email = text(user.email);
  if (email) return maskEmail(email);
  const phone = text(user.phoneNumber);
  if (phone) return maskPhone(phone);
  return 'Eternity City member';
}
