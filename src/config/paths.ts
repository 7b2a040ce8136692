import { patterns } from '@contract/app-paths';

export { patterns };

const withId = (pattern: string) => (id: string) => pattern.replace(':id', encodeURIComponent(id));
const { dashboard: d, superAdmin: s } = patterns;

export const paths = {
  ...patterns,
  metaverse: withId(patterns.metaverse),
  meeting: (token: string) => patterns.meeting.replace(':token', encodeURIComponent(token)),
  section: (page: string, id: string) => `${page}#${id}`,
  dashboard: { ...d, metaverse: withId(d.metaverse), metaverseUser: withId(d.metaverseUser) },
  superAdmin: {
    ...s,
    metaverse: withId(s.metaverse),
    dashboardUser: withId(s.dashboardUser),
    metaverseUser: withId(s.metaverseUser),
    bookedDemo: withId(s.bookedDemo),
  },
} as const;
