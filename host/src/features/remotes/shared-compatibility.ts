/** A shared module as a remote's mf-manifest.json lists it. */
export interface ManifestShared {
  name: string;
  /** The version the remote was built with. */
  version?: string;
  requiredVersion?: string;
  singleton?: boolean;
}

export interface Incompatibility {
  dependency: string;
  /** What the remote was built against. */
  required: string;
  /** What the host provides. */
  provided: string;
}

/** The breaking part of a version: the major, or for 0.x the minor (0.1 and 0.2 may differ in anything). */
export function breakingLine(version: string): string | null {
  const match = /^\D*(\d+)\.(\d+)/.exec(version.trim());
  if (!match) return null;
  return match[1] === '0' ? `0.${match[2]}` : match[1];
}

/**
 * The first singleton the remote was built against in a line the host does not provide (another
 * major; another minor of a 0.x), or null when every one matches. A newer minor or patch on either
 * side is compatible: singletons keep their APIs within a major.
 */
export function findIncompatibility(
  shared: ManifestShared[],
  provided: Record<string, string>,
): Incompatibility | null {
  for (const entry of shared) {
    if (!entry.singleton || !entry.version) continue;
    const hostVersion = provided[entry.name];
    if (!hostVersion) continue;
    const wanted = breakingLine(entry.version);
    const have = breakingLine(hostVersion);
    if (wanted && have && wanted !== have)
      return { dependency: entry.name, required: entry.version, provided: hostVersion };
  }
  return null;
}
