import { zxcvbn, zxcvbnOptions, type Match } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_REFUSALS, type PasswordRefusal } from './common';

// The password policy, one verdict for the server (every place a password is set) and the client (the field's line
// while typing), so both say the same thing (docs/decisions/0034). It carries zxcvbn and its dictionaries (about
// 0.5 MB): the client only ever loads it with import(), never from an eager chunk; a unit test checks that.

/** Whose password it is: their own email and name are refused too. */
export interface PasswordOwner {
  email?: string | null;
  name?: string | null;
}

/** The site's name, refused like the account's own words. */
export const PASSWORD_BRAND = 'eternity';

/** zxcvbn's 0-4 score below which a password is refused: 2 means about 10^6 guesses or more, past any online attack. */
export const MIN_PASSWORD_SCORE = 2;

let common: Set<string> | undefined;

function setUp(): Set<string> {
  if (!common) {
    zxcvbnOptions.setOptions({ dictionary, graphs: adjacencyGraphs });
    common = new Set(dictionary.passwords.map((p) => p.toLowerCase()));
  }
  return common;
}

/** One of the ~49,000 most common passwords (@zxcvbn-ts/language-common), compared without case. */
export function isCommonPassword(password: string): boolean {
  return setUp().has(password.toLowerCase());
}

/** The words of the account a password must not be made of: the email, its name part and parts, the name's words. */
export function ownerWords(owner: PasswordOwner = {}): string[] {
  const words = new Set<string>([PASSWORD_BRAND]);
  const email = owner.email?.trim().toLowerCase();
  if (email) {
    words.add(email);
    const local = email.split('@')[0] ?? '';
    words.add(local);
    for (const part of local.split(/[._+-]+/)) words.add(part);
  }
  for (const part of owner.name?.trim().toLowerCase().split(/\s+/) ?? []) words.add(part);
  return [...words].filter((w) => w.length >= 3);
}

function refusalOf(match: Match): PasswordRefusal | undefined {
  switch (match.pattern) {
    case 'dictionary':
      if (match.dictionaryName === 'userInputs') return match.matchedWord === PASSWORD_BRAND ? 'brand' : 'personal';
      return 'common';
    case 'repeat':
      return 'repeats';
    case 'sequence':
      return 'sequence';
    case 'spatial':
      return 'keyboard';
    default:
      return undefined;
  }
}

/** Refused even with a fair score when they make up half the password or more. */
const NEVER_MOSTLY: PasswordRefusal[] = ['personal', 'brand', 'repeats', 'sequence'];
/** Which reason names a weak password when several parts of it are weak for as long. */
const PRIORITY: PasswordRefusal[] = ['personal', 'brand', 'repeats', 'sequence', 'keyboard', 'common'];

/** Why a new password is refused, as one sentence for its field; undefined when it is fine. */
export function passwordProblem(password: string, owner?: PasswordOwner): string | undefined {
  const refusal = passwordRefusal(password, owner);
  return refusal && PASSWORD_REFUSALS[refusal];
}

export function passwordRefusal(password: string, owner?: PasswordOwner): PasswordRefusal | undefined {
  const length = [...password].length;
  if (length < 8) return 'tooShort';
  if (isCommonPassword(password)) return 'common';
  const result = zxcvbn(password, ownerWords(owner));
  const covered = new Map<PasswordRefusal, number>();
  for (const match of result.sequence) {
    const refusal = refusalOf(match);
    if (refusal) covered.set(refusal, (covered.get(refusal) ?? 0) + [...match.token].length);
  }
  const mostly = NEVER_MOSTLY.find((r) => (covered.get(r) ?? 0) * 2 >= length);
  if (mostly) return mostly;
  if (result.score >= MIN_PASSWORD_SCORE) return undefined;
  let worst: PasswordRefusal = 'guessable';
  let most = 0;
  for (const r of PRIORITY) {
    const n = covered.get(r) ?? 0;
    if (n > most) [worst, most] = [r, n];
  }
  return worst;
}
