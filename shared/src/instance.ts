const KEY = '__portalSharedInstances__';
type Registry = { count: number };

/**
 * Counts how many copies of this package a page evaluated. Module federation must share one copy
 * (one store, one bus, one i18n); the e2e suite reads the count after every remote has loaded.
 */
export function registerSharedInstance(): void {
  const g = globalThis as unknown as Record<string, Registry | undefined>;
  g[KEY] = { count: (g[KEY]?.count ?? 0) + 1 };
}

export function sharedInstanceCount(): number {
  return (globalThis as unknown as Record<string, Registry | undefined>)[KEY]?.count ?? 0;
}

registerSharedInstance();
