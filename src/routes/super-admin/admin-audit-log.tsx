import { titles } from '@/config/page-titles';
import { AuditLogPage } from '@/features/audit-log/components/audit-log-page';

function SuperAdminAuditLogPage() {
  return <AuditLogPage title={titles.superAdmin.auditLog} />;
}

export { SuperAdminAuditLogPage as Component };
