/**
 * SPEC part 3's team member. No photo and no profile link until the company supplies real ones (decision 0077): the
 * design system draws the team as monogram tiles, and a made-up profile address would lead nowhere. The hover state
 * SPEC lists with this entity belongs to the card component.
 */
export interface TeamMember {
  name: string;
  title: string;
  /** A photo the company supplies; unset, the card shows the initials. */
  imageUrl?: string;
  linkedinUrl?: string;
}

export const TEAM: TeamMember[] = [
  { name: 'Aarav Mehta', title: 'Founder & Chief Executive Officer' },
  { name: 'Layla Haddad', title: 'Chief Technology Officer' },
  { name: 'Oliver Grant', title: 'Head of Blockchain Engineering' },
  { name: 'Priya Raman', title: 'Head of AI Research' },
  { name: 'Omar Siddiqui', title: 'Director, Enterprise Partnerships' },
];

/** "Aarav Mehta" -> "AM": the first letters of the first and last names. */
export const initialsOf = (name: string): string => {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
};
