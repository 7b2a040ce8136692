import ardenixEnergy from '@/assets/brands/ardenix-energy.svg';
import bluecrestMotors from '@/assets/brands/bluecrest-motors.svg';
import halvornSteel from '@/assets/brands/halvorn-steel.svg';
import kestrelvane from '@/assets/brands/kestrelvane.svg';
import lumengrid from '@/assets/brands/lumengrid.svg';
import novaportRail from '@/assets/brands/novaport-rail.svg';
import orbismill from '@/assets/brands/orbismill.svg';
import pikequarry from '@/assets/brands/pikequarry.svg';
import solvaneFoods from '@/assets/brands/solvane-foods.svg';
import terravolt from '@/assets/brands/terravolt.svg';

/** The companies are fictional; the SVGs need no web fonts. */
export interface Brand {
  name: string;
  logo: string;
}

export const BRANDS: Brand[] = [
  { name: 'Halvorn Steel', logo: halvornSteel },
  { name: 'Ardenix Energy', logo: ardenixEnergy },
  { name: 'Bluecrest Motors', logo: bluecrestMotors },
  { name: 'Novaport Rail', logo: novaportRail },
  { name: 'Terravolt', logo: terravolt },
  { name: 'Kestrelvane', logo: kestrelvane },
  { name: 'Orbismill', logo: orbismill },
  { name: 'Pikequarry', logo: pikequarry },
  { name: 'Lumengrid', logo: lumengrid },
  { name: 'Solvane Foods', logo: solvaneFoods },
];
