import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { IdSchema } from '@contract/common';
import { CreateMetaverse } from './create-metaverse';
import { MetaverseDetailPage } from './metaverse-detail';

export const NEW_METAVERSE_ID = 'new';

/** A missing or malformed id goes to /super-admin/home (SPEC 2.6). */
export function MetaversePage({ title, createTitle }: { title: string; createTitle: string }) {
  const { id } = useParams();
  if (id === NEW_METAVERSE_ID) return <CreateMetaverse title={createTitle} />;
  if (!id || !IdSchema.safeParse(id).success) return <Navigate to={paths.superAdmin.home} replace />;
  // A new id is a new page: no form state, focus or dialog carries over.
  return <MetaverseDetailPage key={id} id={id} title={title} />;
}
