/** Whether a list reply's pagination says its total is an estimate (`estimated: true`); exact when absent. */
export function isEstimated(pagination: object): boolean {
  return (pagination as { estimated?: unknown }).estimated === true;
}
