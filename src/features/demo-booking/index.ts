/**
 * Demo booking (SPEC 2.4, 5, 7.1): the call-to-action button, the provider in the public layout and the opener
 * hook. The in-page forms are imported by path (`inline-demo-form`, `lazy-demo-form`): re-exported here, they would
 * ride in the shared chunk every public page downloads.
 */
export { DemoButton } from './demo-button';
export { DemoDialogProvider, useDemoDialog } from './demo-dialog-context';
