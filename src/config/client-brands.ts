import { clientBrandNames, clientBrandsProblem, CLIENT_BRANDS_KEY } from '@contract/client-brands';
import { rawSetting } from './env';

/** The clients this deployment may name (decision 0077), or none: an unset or unusable setting names nobody. */
export function clientBrands(): string[] {
  const raw = rawSetting(`VITE_${CLIENT_BRANDS_KEY}`);
  return typeof raw === 'string' && !clientBrandsProblem(raw) ? clientBrandNames(raw) : [];
}
