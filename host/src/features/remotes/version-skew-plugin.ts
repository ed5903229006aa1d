import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { findIncompatibility, type Incompatibility, type ManifestShared } from './shared-compatibility';

/** A remote refused because it was built against a shared singleton the host cannot give it. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly detail: Incompatibility,
  ) {
    super(
      `Remote ${remote} needs ${detail.dependency} ${detail.required}; the portal provides ${detail.provided}`,
    );
    this.name = 'IncompatibleRemoteError';
  }
}

const refused = new Map<string, IncompatibleRemoteError>();

/** Why the remote was refused, when it was (the runtime may wrap the error it threw). */
export function incompatibilityOf(remote: string): IncompatibleRemoteError | undefined {
  return refused.get(remote);
}

type SharedOptions = Record<string, Array<{ version?: string }>>;

function providedVersions(shared: SharedOptions | undefined): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const [name, list] of Object.entries(shared ?? {})) {
    const version = list.find((s) => s.version)?.version;
    if (version) versions[name] = version;
  }
  return versions;
}

/**
 * Checks a remote's manifest as soon as the runtime has read it, before its entry script runs: a
 * remote built against another major of @portal/shared or of a shared singleton is refused there.
 */
export function versionSkewPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-version-skew',
    async loadRemoteSnapshot(args) {
      const name = args.moduleInfo.name;
      refused.delete(name);
      const shared = (args.manifestJson?.shared ?? []) as ManifestShared[];
      const problem = findIncompatibility(
        shared,
        providedVersions(args.options.shared as unknown as SharedOptions),
      );
      if (problem) {
        const error = new IncompatibleRemoteError(name, problem);
        refused.set(name, error);
        throw error;
      }
      return args;
    },
  };
}
