import scalarScript from 'scalar-api-reference';
import { routes } from '@portal/shared/contract';

/**
 * The part of Scalar's API reference (its prebuilt standalone bundle, which sets `window.Scalar`)
 * that this page uses.
 */
export interface ScalarConfiguration {
  /** The OpenAPI document, read by the page's own fetch (same origin). */
  url: string;
  /** Scalar's fonts come from its own CDN, which the Content-Security-Policy refuses: system fonts instead. */
  withDefaultFonts: boolean;
  telemetry: boolean;
  /** A reference to read: no request client (it would send calls, or route them through Scalar's proxy). */
  hideClientButton: boolean;
  hideTestRequestButton: boolean;
  /** The portal's own light theme; Scalar's toggle would also change the page's <body> class. */
  hideDarkModeToggle: boolean;
  forceDarkModeState: 'light' | 'dark';
  showDeveloperTools: 'always' | 'localhost' | 'never';
  documentDownloadType: 'json' | 'yaml' | 'both' | 'none';
}

export interface ScalarReference {
  destroy(): void;
}

export interface ScalarGlobal {
  createApiReference(element: Element, configuration: ScalarConfiguration): ScalarReference;
}

declare global {
  interface Window {
    Scalar?: ScalarGlobal;
  }
}

/** What the page shows: the portal's API, read from the server that serves the portal. */
export const REFERENCE_CONFIGURATION: ScalarConfiguration = {
  url: routes.openApi.url,
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  hideTestRequestButton: true,
  hideDarkModeToggle: true,
  forceDarkModeState: 'light',
  showDeveloperTools: 'never',
  documentDownloadType: 'json',
};

declare global {
  /** The host's integrity look-up (its integrity plugin): the SRI a release recorded for a file, if any. */
  var __portalIntegrity__: ((url: string) => string | undefined) | undefined;
}

let loading: Promise<ScalarGlobal> | null = null;

/** Runs a script of this remote from its own origin, with the integrity its release recorded, as a chunk is. */
function runScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    const integrity = globalThis.__portalIntegrity__?.(src);
    if (integrity) {
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
    }
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`could not load ${src}`));
    };
    document.head.appendChild(script);
  });
}

/**
 * Scalar's standalone bundle, a file of this remote (so only this page loads it, from the remote's
 * own origin, after this page's own chunk): the script runs once.
 */
export function loadScalar(): Promise<ScalarGlobal> {
  loading ??= (window.Scalar ? Promise.resolve() : runScript(scalarScript))
    .then(() => {
      if (!window.Scalar) throw new Error('Scalar API reference did not start');
      return window.Scalar;
    })
    .catch((error: unknown) => {
      loading = null; // a later try loads it again
      throw error;
    });
  return loading;
}
