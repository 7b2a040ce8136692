/**
 * What the consoles' toasts say after a change, in the words people use (docs/decisions/0053). The server's reply
 * messages stay as the wire gives them; where SPEC fixes a screen text ('Metaverse deleted', 'Request Sent
 * successfully!!', 'DashboardUser {id} deleted', 'Dashboard user set as a metaverse manager.') the screens keep it.
 */
export const TOAST_TEXT = {
  dashboardUserCreated: (name: string) => `Dashboard user ${name} created`,
  dashboardUserSaved: (name: string) => `Changes to ${name} saved`,
  metaverseCreated: (name: string) => `Metaverse ${name} created`,
  metaverseSaved: (name: string) => `Changes to ${name} saved`,
  accountSaved: 'Your details are saved',
  accountEmailChanged: (email: string) => `Your details are saved. Sign in with ${email} from now on; your other sessions have been signed out.`,
} as const;
