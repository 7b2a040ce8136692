import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { IdSchema } from '@contract/common';
import { CreateMetaverse } from './create-metaverse';
import { MetaverseDetailPage } from './metaverse-detail';

/** The id in /super-admin/metaverse/{id} that opens the create form (the sidebar's 'Create metaverse'). */
export const NEW_METAVERSE_ID = 'new';

/**
 * /super-admin/metaverse/{id}: the create form for `new`, else the metaverse's page. A missing or malformed id
 * goes to /super-admin/home (SPEC 2.6), as an unknown metaverse does once the server says so.
 */
export function MetaversePage({ title, createTitle }: { title: string; createTitle: string }) {
  const { id } = useParams();
  if (id === NEW_METAVERSE_ID) return <CreateMetaverse title={createTitle} />;
  if (!id || !IdSchema.safeParse(id).success) return <Navigate to={paths.superAdmin.home} replace />;
  // A new id is a new page: no form state, focus or dialog carries over from the previous metaverse.
  return <MetaverseDetailPage key={id} id={id} title={title} />;
}
