import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { registryGeneration, verifyComponentKey } from './remote-registry';
import { incompatibilityOf } from './version-skew-plugin';

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

async function importPage(key: string): Promise<{ default: PageComponent }> {
  const check = await verifyComponentKey(key);
  if (!check.ok) {
    const refused = new RefusedComponentError(key, check.reason);
    console.error(refused.message);
    throw refused;
  }
  try {
    return await importRemoteComponent(key);
  } catch (error) {
    throw incompatibilityOf(check.remote) ?? error;
  }
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
