/**
 * Demo booking (SPEC 2.4, 5, 7.1): the call-to-action button, the provider in the public layout, the opener hook and
 * the landing's query section (all in `/`'s first-visit chunk). `inline-demo-form` and `static-query-form` are
 * imported by path: re-exported here, they would ride in the chunk every public page downloads.
 */
export { DemoButton } from './demo-button';
export { DemoDialogProvider, useDemoDialog } from './demo-dialog-context';
export { QuerySection } from './query-section';
