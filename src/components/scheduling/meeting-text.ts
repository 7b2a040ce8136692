/** The slot picker's and the manage page's own words (SCHEDULING_TEXT in the contract holds the server's). */
export const MEETING_TEXT = {
  pickTitle: 'Pick a time for your demo',
  moveTitle: 'Choose a new time',
  loading: 'Loading free times…',
  empty: "No free times in the next two weeks — we'll email you",
  loadFailed: 'The free times could not be loaded.',
  confirm: 'Book this time',
  confirmMove: 'Move to this time',
  skip: 'Skip',
  chooseFirst: 'Choose a time first.',
  inviteOnItsWay: (email: string) => `A calendar invite is on its way to ${email}`,
  manageLink: 'Reschedule or cancel',
} as const;

export const withTeam = (office: string) => `with our ${office} team`;
