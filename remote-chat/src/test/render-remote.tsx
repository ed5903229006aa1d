import type { ReactElement } from 'react';
import { RemoteRoot } from '@portal/shared/ui';
import { renderWithProviders } from '@portal/shared/src/testing';

/** Renders like the exposed modules do (inside RemoteRoot, under the host's providers); toasts stay. */
export function renderRemote(ui: ReactElement) {
  return renderWithProviders(<RemoteRoot>{ui}</RemoteRoot>, { toastsStay: true });
}
