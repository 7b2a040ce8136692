// In-page forms (inline-demo-form, static-query-form) are imported by path: re-exported here they would ride in the
// chunk every public page downloads.
export { DemoButton } from './demo-button';
export { DemoDialogProvider, useDemoDialog } from './demo-dialog-context';
export { QuerySection } from './query-section';
