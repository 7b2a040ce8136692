import aaravMehta from '@/assets/team/aarav-mehta.svg';
import laylaHaddad from '@/assets/team/layla-haddad.svg';
import omarSiddiqui from '@/assets/team/omar-siddiqui.svg';
import oliverGrant from '@/assets/team/oliver-grant.svg';
import priyaRaman from '@/assets/team/priya-raman.svg';

/** SPEC part 3. The hover state the SPEC lists with this entity belongs to the card component. */
export interface TeamMember {
  name: string;
  title: string;
  imageUrl: string;
  linkedinUrl?: string;
}

export const TEAM: TeamMember[] = [
  {
    name: 'Aarav Mehta',
    title: 'Founder & Chief Executive Officer',
    imageUrl: aaravMehta,
    linkedinUrl: 'https://www.linkedin.com/in/aarav-mehta-eternity',
  },
  {
    name: 'Layla Haddad',
    title: 'Chief Technology Officer',
    imageUrl: laylaHaddad,
    linkedinUrl: 'https://www.linkedin.com/in/layla-haddad-eternity',
  },
  {
    name: 'Oliver Grant',
    title: 'Head of Blockchain Engineering',
    imageUrl: oliverGrant,
  },
  {
    name: 'Priya Raman',
    title: 'Head of AI Research',
    imageUrl: priyaRaman,
    linkedinUrl: 'https://www.linkedin.com/in/priya-raman-eternity',
  },
  {
    name: 'Omar Siddiqui',
    title: 'Director, Enterprise Partnerships',
    imageUrl: omarSiddiqui,
  },
];
