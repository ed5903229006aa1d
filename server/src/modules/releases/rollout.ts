import { createHash } from 'node:crypto';
import type { Release } from '@portal/contract';

export type ReleaseRow = Omit<Release, 'updatedAt' | 'offReason'>;

/** 0..99, the same for a user and a remote every time, so a canary stays with the users it picked. */
export function rolloutBucket(userId: number, remote: string): number {
  const digest = createHash('sha256').update(`${remote}:${userId}`).digest();
  return digest.readUInt32BE(0) % 100;
}

/** The release of one remote a user gets: a listed user or one in the canary's percentage gets the canary. */
export function pickRelease(userId: number, releases: ReleaseRow[]): ReleaseRow | null {
  const stable = releases.find((r) => r.channel === 'stable' && r.active) ?? null;
  const canary = releases.find((r) => r.channel === 'canary' && r.active);
  if (!canary) return stable;
  if (canary.rolloutUsers.includes(userId)) return canary;
  if (rolloutBucket(userId, canary.remote) < canary.rolloutPercent) return canary;
  return stable;
}
