import { Link, useNavigate } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { LINK_WARNING_MS, toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { PLATFORMS } from '@contract/constants';
import { TOAST_TEXT } from '@contract/toast-text';
import { useCreateMetaverse } from '../api/create-metaverse';
import { linkValues, MetaverseForm, type MetaverseFormOutput } from './metaverse-form';

/** An empty platform is not stored. */
export function createBody(values: MetaverseFormOutput) {
  const links = Object.fromEntries(
    PLATFORMS.flatMap((p) => {
      const link = values.links[p];
      return link && (link.build || link.assets) ? [[p, { build: link.build, assets: link.assets }]] : [];
    }),
  );
  return { name: values.name, description: values.description, ...(values.admin ? { admin: values.admin } : {}), links };
}

export function CreateMetaverse({ title }: { title: string }) {
  usePageTitle(title);
  const navigate = useNavigate();
  const create = useCreateMetaverse({
    onSuccess: (reply) => {
      toast.success(TOAST_TEXT.metaverseCreated(reply.data.metaverse.name));
      for (const warning of reply.warnings ?? []) toast.warning(warning, { duration: LINK_WARNING_MS });
      void navigate(paths.superAdmin.metaverse(reply.data.metaverse._id));
    },
  });

  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-white">Create metaverse</h1>
      <MetaverseForm
        defaultValues={{ name: '', description: '', admin: null, links: linkValues() }}
        initialAdmin={null}
        submitLabel="Create metaverse"
        pendingLabel="Creating…"
        pending={create.isPending}
        onSubmit={(values) => create.mutateAsync({ body: createBody(values) })}
        cancel={
          <Link to={paths.superAdmin.home} className={buttonClass.secondary}>
            Cancel
          </Link>
        }
      />
    </section>
  );
}
