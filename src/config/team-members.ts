import { teamMembers, teamMembersProblem, TEAM_MEMBERS_KEY, type NamedTeamMember } from '@contract/team-members';
import { rawSetting } from './env';

/** The people this deployment names on /aboutus (decision 0079), or none: an unset or unusable setting names nobody. */
export function configuredTeam(): NamedTeamMember[] {
  const raw = rawSetting(`VITE_${TEAM_MEMBERS_KEY}`);
  return typeof raw === 'string' && !teamMembersProblem(raw) ? teamMembers(raw) : [];
}
