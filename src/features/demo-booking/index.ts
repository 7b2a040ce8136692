/** Demo booking (SPEC 2.4, 7.1): the call-to-action button, the provider in the public layout, and the opener hook. */
export { DemoButton } from './demo-button';
export { DemoDialogProvider, useDemoDialog } from './demo-dialog-context';
