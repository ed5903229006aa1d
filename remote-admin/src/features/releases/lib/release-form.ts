import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { Release, ReleaseChannel } from '@portal/shared/contract';
import type { ReleaseBody } from '@portal/shared/contract';
import { RELEASE_LIMITS } from '@portal/shared';

const ENTRY_PATTERN = /^(https?:\/\/|\/)\S+$/;

export interface ReleaseFormValues {
  version?: string;
  entry?: string;
  rolloutPercent?: number | null;
  rolloutUsers?: number[];
  active?: boolean;
}

/** One remote's two releases; a remote always has a stable one, a canary only once created. */
export interface RemoteReleases {
  remote: string;
  stable?: Release;
  canary?: Release;
}

/** The portal's remotes in the order of its pages; others (none today) follow by name. */
const REMOTE_ORDER = ['remote_orders', 'remote_dispatch', 'remote_chat', 'remote_admin'];
const rank = (remote: string) => {
  const index = REMOTE_ORDER.indexOf(remote);
  return index === -1 ? REMOTE_ORDER.length : index;
};

export function groupReleases(releases: readonly Release[]): RemoteReleases[] {
  const byRemote = new Map<string, RemoteReleases>();
  for (const release of releases) {
    const group = byRemote.get(release.remote) ?? { remote: release.remote };
    group[release.channel] = release;
    byRemote.set(release.remote, group);
  }
  return [...byRemote.values()].sort(
    (a, b) => rank(a.remote) - rank(b.remote) || a.remote.localeCompare(b.remote),
  );
}

const clampPercent = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;

/**
 * What the editor sends. A stable release is for everyone and always active, so its percentage and
 * list are fixed; a canary keeps its whole-number percentage and each listed user once.
 */
export function toReleasePayload(channel: ReleaseChannel, values: ReleaseFormValues): ReleaseBody {
  const base = { version: (values.version ?? '').trim(), entry: (values.entry ?? '').trim() };
  if (channel === 'stable') return { ...base, rolloutPercent: 100, rolloutUsers: [], active: true };
  return {
    ...base,
    rolloutPercent: clampPercent(values.rolloutPercent),
    rolloutUsers: [...new Set(values.rolloutUsers ?? [])].filter((id) => Number.isSafeInteger(id) && id > 0),
    active: values.active ?? false,
  };
}

/** The payload that switches a canary off and leaves everything else as it is. */
export function deactivatedPayload(canary: Release): ReleaseBody {
  return { ...toReleasePayload('canary', canary), active: false };
}

/** The editor's starting values; a canary not created yet starts from the stable entry, active, at 0 %. */
export function toReleaseFormValues(
  channel: ReleaseChannel,
  release: Release | undefined,
  stable: Release | undefined,
): ReleaseFormValues {
  if (release) {
    return {
      version: release.version,
      entry: release.entry,
      rolloutPercent: release.rolloutPercent,
      rolloutUsers: release.rolloutUsers,
      active: release.active,
    };
  }
  return {
    version: '',
    entry: channel === 'canary' ? (stable?.entry ?? '') : '',
    rolloutPercent: 0,
    rolloutUsers: [],
    active: true,
  };
}

/** Inline checks of the editor's fields; ReleaseBody (contract/src/releases.ts) holds the same RELEASE_LIMITS. */
export function releaseRules(t: TFunction<'admin'>) {
  return {
    version: [
      { required: true, whitespace: true, message: t('release.versionRequired') },
      {
        max: RELEASE_LIMITS.version,
        transform: (v: string | undefined) => v?.trim(),
        message: t('release.tooLong', { max: RELEASE_LIMITS.version }),
      },
    ] satisfies FormRule[],
    entry: [
      { required: true, whitespace: true, message: t('release.entryRequired') },
      {
        max: RELEASE_LIMITS.entry,
        transform: (v: string | undefined) => v?.trim(),
        message: t('release.tooLong', { max: RELEASE_LIMITS.entry }),
      },
      {
        pattern: ENTRY_PATTERN,
        transform: (v: string | undefined) => v?.trim(),
        message: t('release.entryInvalid'),
      },
    ] satisfies FormRule[],
    rolloutUsers: [
      {
        type: 'array',
        max: RELEASE_LIMITS.users,
        message: t('release.tooManyUsers', { max: RELEASE_LIMITS.users }),
      },
    ] satisfies FormRule[],
  };
}
