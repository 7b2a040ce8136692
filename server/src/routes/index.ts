import type { EndpointName } from '@contract/endpoints';
import { bookDemoHandlers } from './book-demo';
import type { Handlers } from './register';
import { dashboardUserHandlers } from './dashboard-user';
import { metaverseHandlers } from './metaverse';
import { superAdminHandlers } from './super-admin';

/** Every handler, by endpoint name. Endpoints without one are not registered yet. */
export const handlers: Handlers = { ...bookDemoHandlers, ...superAdminHandlers, ...dashboardUserHandlers, ...metaverseHandlers };

export const IMPLEMENTED_ENDPOINTS = Object.keys(handlers) as EndpointName[];
