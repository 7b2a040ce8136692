import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { titles } from '@/config/page-titles';
import { useNoIndex } from '@/hooks/use-no-index';
import { usePageTitle } from '@/hooks/use-page-title';
import { MeetingManagePage } from '@/features/demo-booking/components/meeting-manage-page';

/** `/meeting/:token`: the link in a meeting's invite (issue 22); signed, no sign-in, never indexed. */
function ManageMeetingRoute() {
  usePageTitle(titles.meeting);
  useNoIndex();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  // A move gives the meeting a new link and ends the old one: the address bar follows without a history entry.
  const onTokenChange = (next: string) => void navigate(paths.meeting(next), { replace: true });
  return <MeetingManagePage token={token} onTokenChange={onTokenChange} />;
}

export { ManageMeetingRoute as Component };
