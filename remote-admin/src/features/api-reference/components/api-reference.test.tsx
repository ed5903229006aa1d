import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/src/testing';
import '../../../locales';
import { REFERENCE_CONFIGURATION, type ScalarGlobal } from '../lib/scalar';
import { ApiReference } from './api-reference';

/** Scalar as far as the page uses it: mounts into the element it is given, and can be taken down. */
function scalarWritingInto() {
  const destroyed = jest.fn();
  const created: Array<{ element: Element; configuration: unknown }> = [];
  const scalar: ScalarGlobal = {
    createApiReference(element, configuration) {
      created.push({ element, configuration });
      element.textContent = 'Service order portal API';
      return { destroy: destroyed };
    },
  };
  return { scalar, created, destroyed };
}

test('mounts the reference of /api/openapi.json in the page, with no fonts, client or telemetry of Scalar, and takes it down on leaving', async () => {
  const { scalar, created, destroyed } = scalarWritingInto();
  const { unmount } = renderWithProviders(<ApiReference load={() => Promise.resolve(scalar)} />, {
    inRemote: true,
  });
  expect(screen.getByText('正在加载 API 参考…')).toBeTruthy();
  expect(await screen.findByText('Service order portal API')).toBeTruthy();
  expect(screen.queryByText('正在加载 API 参考…')).toBeNull();
  expect(created).toHaveLength(1);
  expect(created[0].configuration).toEqual(REFERENCE_CONFIGURATION);
  expect(REFERENCE_CONFIGURATION).toMatchObject({
    url: '/api/openapi.json',
    withDefaultFonts: false,
    telemetry: false,
    hideClientButton: true,
  });
  unmount();
  expect(destroyed).toHaveBeenCalledTimes(1);
});

test('a bundle that does not load says so, and 重试 loads it again', async () => {
  const { scalar } = scalarWritingInto();
  const load = jest
    .fn<Promise<ScalarGlobal>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce(scalar);
  renderWithProviders(<ApiReference load={load} />, { inRemote: true });
  expect(await screen.findByText('API 参考加载失败')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
  expect(await screen.findByText('Service order portal API')).toBeTruthy();
  await waitFor(() => expect(screen.queryByText('API 参考加载失败')).toBeNull());
  expect(load).toHaveBeenCalledTimes(2);
});
