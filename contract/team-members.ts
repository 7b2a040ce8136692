// The team a deployment may name (issue 37 item 3, decision 0079): `TEAM_MEMBERS`, people separated by ";", each
// "Name | Title", then optionally "| photo" (an https address or a /path to an image) and "| profile" (an https
// address; leave the photo empty for a profile alone: "Name | Title | | https://…"). Unset (the default), /aboutus
// names nobody: SPEC's five team cards show the roles only.

export const TEAM_MEMBERS_KEY = 'TEAM_MEMBERS';
export const TEAM_MEMBERS_MAX = 12;
const TEXT_MAX = 60;
const NAME = /^[\p{L}][\p{L}\p{M} .'’-]*$/u;
const TITLE = /^[\p{L}\p{N}][\p{L}\p{N} &.,'’()/-]*$/u;

export interface NamedTeamMember {
  name: string;
  title: string;
  imageUrl?: string;
  linkedinUrl?: string;
}

const httpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
};
const photo = (value: string) => httpsUrl(value) || /^\/[A-Za-z0-9/_.-]+\.(webp|avif|png|jpe?g)$/.test(value);

export const teamMemberEntries = (value: string): string[][] =>
  value
    .split(';')
    .map((entry) => entry.split('|').map((part) => part.trim().replace(/\s+/g, ' ')))
    .filter((parts) => parts.some(Boolean));

/** Why a value cannot be used, or nothing. */
export function teamMembersProblem(value: string): string | undefined {
  const entries = teamMemberEntries(value);
  if (entries.length === 0) return `${TEAM_MEMBERS_KEY} must name at least one person ("Name | Title", separated by ";")`;
  if (entries.length > TEAM_MEMBERS_MAX) return `${TEAM_MEMBERS_KEY} names at most ${TEAM_MEMBERS_MAX} people`;
  for (const [name = '', title = '', ...links] of entries) {
    const who = `"${name.slice(0, 40)}"`;
    if (!NAME.test(name) || name.length > TEXT_MAX) return `${TEAM_MEMBERS_KEY}: ${who} is not a name (letters, spaces and . ' - only, ${TEXT_MAX} characters at most)`;
    if (!TITLE.test(title) || title.length > TEXT_MAX) return `${TEAM_MEMBERS_KEY}: ${who} needs a title ("Name | Title"), ${TEXT_MAX} characters at most`;
    if (links.length > 2) return `${TEAM_MEMBERS_KEY}: ${who} has more than a photo and a profile after the title`;
    const [image, profile] = links;
    if (image && !photo(image)) return `${TEAM_MEMBERS_KEY}: ${who}'s photo is not an https address or a /path to an image`;
    if (profile && !httpsUrl(profile)) return `${TEAM_MEMBERS_KEY}: ${who}'s profile is not an https address`;
  }
  if (new Set(entries.map(([name = '']) => name.toLowerCase())).size !== entries.length) return `${TEAM_MEMBERS_KEY} names someone twice`;
  return undefined;
}

/** The people of a usable value. */
export function teamMembers(value: string): NamedTeamMember[] {
  return teamMemberEntries(value).map(([name = '', title = '', image, profile]) => ({
    name,
    title,
    ...(image ? { imageUrl: image } : {}),
    ...(profile ? { linkedinUrl: profile } : {}),
  }));
}
