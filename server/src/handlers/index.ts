import type { Handlers } from '../pipeline/handler';
import { auditHandlers } from './audit';
import { bookDemoHandlers } from './book-demo';
import { bookedDemosHandlers } from './booked-demos';
import { dashboardInsightsHandlers } from './dashboard-insights';
import { dashboardUserHandlers } from './dashboard-user';
import { deviceCodeHandlers } from './device-code';
import { humanCheckHandlers } from './human-check';
import { identityHandlers } from './identity';
import { leadPipelineHandlers } from './lead-pipeline';
import { leadSourceHandlers } from './lead-source';
import { metaverseHandlers } from './metaverse';
import { metaverseUserHandlers } from './metaverse-user';
import { schedulingHandlers } from './scheduling';
import { secondFactorHandlers } from './second-factor';
import { superAdminHandlers } from './super-admin';
import { webhooksHandlers } from './webhooks';

/** Every endpoint's handler, by endpoint name: the type check fails when one is missing. */
export const handlers = {
  ...bookDemoHandlers,
  ...humanCheckHandlers,
  ...bookedDemosHandlers,
  ...leadSourceHandlers,
  ...leadPipelineHandlers,
  ...superAdminHandlers,
  ...dashboardUserHandlers,
  ...dashboardInsightsHandlers,
  ...metaverseHandlers,
  ...metaverseUserHandlers,
  ...identityHandlers,
  ...deviceCodeHandlers,
  ...secondFactorHandlers,
  ...schedulingHandlers,
  ...webhooksHandlers,
  ...auditHandlers,
} satisfies Handlers;
