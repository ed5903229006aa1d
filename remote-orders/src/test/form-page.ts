// Helpers for the tests of pages with a form (imported by tests only).
import { act, fireEvent, screen } from '@testing-library/react';
import { queryClient as sharedQueryClient } from '@portal/shared';
import type { RegionNode } from '@portal/shared/ui';

/** Puts the region cascader's tree where it is cached, so that the form does not ask the server. */
export function seedRegionTree(tree: RegionNode[]): void {
  sharedQueryClient.setQueryData(['widgets', 'geo', 'area', 'tree'], tree);
}

/** The validation messages the form shows now. */
export const formErrors = () =>
  Array.from(document.querySelectorAll('.ant-form-item-explain-error'), (el) => el.textContent);

/** Clicks the button named `name` and lets what it starts (validation, the call) settle. */
export const clickButton = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
