import { env } from '@/config/env';
import type { Service } from '@contract/endpoints';

/** The contact service may live elsewhere (SPEC 7.1). */
export function serviceBaseUrl(service: Service): string {
  return service === 'contact' ? env.contactApiBaseUrl : env.apiBaseUrl;
}

/** A path on this site (the default `/api`): our own server, with what it adds to SPEC's services (a human check). */
export const isOwnService = (service: Service): boolean => /^\/(?!\/)/.test(serviceBaseUrl(service));
