// In-page forms are imported by path: re-exported here they would ride in every public page's chunk.
export { DemoButton } from './demo-button';
export { DemoDialogProvider, useDemoDialog } from './demo-dialog-context';
export { QuerySection } from './query-section';
