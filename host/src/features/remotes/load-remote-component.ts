import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { registryGeneration, verifyComponentKey } from './remote-registry';
import { parseComponentKey } from './component-key';
import { incompatibilityOf } from './version-skew-plugin';
import { integrityFailureOf } from './integrity-failure';

type PageComponent = ComponentType<Record<string, never>>;

/** Raised for keys the host refuses (unknown remote, module not exposed): those show the 404 page. */
export class RefusedComponentError extends Error {
  constructor(
    readonly key: string,
    readonly reason: string,
  ) {
    super(`Refused component key "${key}": ${reason}`);
    this.name = 'RefusedComponentError';
  }
}

/** A remote module's component, as `lazy` takes it: its default export, or the module itself when it is one. */
export async function importRemoteComponent<P = Record<string, never>>(
  key: string,
): Promise<{ default: ComponentType<P> }> {
  const mod = await loadRemote<{ default?: ComponentType<P> } | ComponentType<P>>(key);
  const component = typeof mod === 'function' ? mod : mod?.default;
  if (!component) throw new Error(`Remote module ${key} has no default export`);
  return { default: component };
}

/** Why a remote failed to load: its version refused by a check when it was, else the error itself. */
export async function explainLoadFailure(remote: string, error: unknown): Promise<unknown> {
  return incompatibilityOf(remote) ?? (await integrityFailureOf(remote)) ?? error;
}

/** `importRemoteComponent`, failing with the reason the checks give (a changed file, a refused version). */
export async function importExplained<P = Record<string, never>>(
  key: string,
): Promise<{ default: ComponentType<P> }> {
  try {
    return await importRemoteComponent<P>(key);
  } catch (error) {
    throw await explainLoadFailure(parseComponentKey(key)?.remote ?? key, error);
  }
}

async function importPage(key: string): Promise<{ default: PageComponent }> {
  const remote = parseComponentKey(key)?.remote ?? key;
  let check: Awaited<ReturnType<typeof verifyComponentKey>>;
  try {
    check = await verifyComponentKey(key);
  } catch (error) {
    // The manifest is read here first: a changed one is refused before the runtime asks for it.
    throw await explainLoadFailure(remote, error);
  }
  if (!check.ok) {
    const refused = new RefusedComponentError(key, check.reason);
    console.error(refused.message);
    throw refused;
  }
  return importExplained(key);
}

const cache = new Map<string, LazyExoticComponent<PageComponent>>();

/** One lazy component per key, so that tabs of the same page share the loaded module. */
export function remoteComponent(key: string): LazyExoticComponent<PageComponent> {
  const cacheKey = `${registryGeneration()}:${key}`;
  let component = cache.get(cacheKey);
  if (!component) {
    component = lazy(() => importPage(key));
    cache.set(cacheKey, component);
  }
  return component;
}

/** Drops a failed load so that the next render starts a new one. */
export function forgetRemoteComponent(key: string): void {
  cache.delete(`${registryGeneration()}:${key}`);
}
