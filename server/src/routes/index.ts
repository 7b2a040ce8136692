import type { EndpointName } from '@contract/endpoints';
import { bookDemoHandlers } from './book-demo';
import type { Handlers } from './register';
import { dashboardUserHandlers } from './dashboard-user';
import { metaverseHandlers } from './metaverse';
import { deviceHandlers } from './device';
import { identityHandlers } from './identity';
import { superAdminHandlers } from './super-admin';
import { userHandlers } from './user';

/** Every handler, by endpoint name. Endpoints without one are not registered yet. */
export const handlers: Handlers = { ...bookDemoHandlers, ...superAdminHandlers, ...dashboardUserHandlers, ...metaverseHandlers, ...userHandlers, ...identityHandlers, ...deviceHandlers };

export const IMPLEMENTED_ENDPOINTS = Object.keys(handlers) as EndpointName[];
