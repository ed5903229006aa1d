/** '10M' for 10485760: the limit as the portal's messages state it. */
export function formatLimit(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)}M`;
  if (bytes % 1024 === 0) return `${bytes / 1024}K`;
  return `${bytes}B`;
}
