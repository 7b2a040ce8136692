export function isEstimated(pagination: object): boolean {
  return (pagination as { estimated?: unknown }).estimated === true;
}
