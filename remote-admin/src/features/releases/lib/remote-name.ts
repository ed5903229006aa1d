import { REMOTE_NAMES } from '@portal/shared/contract';

export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * A release row's remote as the release calls name it in their URL. The server lists only these; a
 * name it does not know is refused here rather than sent.
 */
export function remoteName(remote: string): RemoteName {
  const known = REMOTE_NAMES.find((name) => name === remote);
  if (!known) throw new Error(`unknown remote: ${remote}`);
  return known;
}
