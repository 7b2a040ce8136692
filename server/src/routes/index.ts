import type { EndpointName } from '@contract/endpoints';
import type { Handlers } from './register';
import { superAdminHandlers } from './super-admin';

/** Every handler, by endpoint name. Endpoints without one are not registered yet. */
export const handlers: Handlers = { ...superAdminHandlers };

export const IMPLEMENTED_ENDPOINTS = Object.keys(handlers) as EndpointName[];
