export { CitizenAccountPage, type IdentityKind } from './components/citizen-account-page';
export { NamePrompt } from './components/name-prompt';
