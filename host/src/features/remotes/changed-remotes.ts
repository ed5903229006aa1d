import type { FrontendRemote } from '@portal/shared';

/** The remotes whose entry the server now gives differs from the one this page registered. */
export function changedRemotes(
  latest: FrontendRemote[],
  loaded: (name: string) => { entry: string } | undefined,
): FrontendRemote[] {
  return latest.filter((remote) => {
    const current = loaded(remote.name);
    return !current || current.entry !== remote.entry;
  });
}
