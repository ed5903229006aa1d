import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ServiceContent } from '@portal/shared/contract';
import { renderWithProviders, stubRoutes } from '@portal/shared/src/testing';
import { setUpStepForm, stepResult } from '../../../test/step-form';
import { ChildOrderForm } from './child-order-form';

jest.mock('../../../lib/order-flow/take-step');
/** The projects whose service contents were read (the API is stubbed at the HTTP level). */
const getServiceContents = jest.fn<Promise<ServiceContent[]>, [number]>();
let restore: () => void;
afterEach(() => restore());
let taken: ReturnType<typeof setUpStepForm>;
const created = { ...stepResult(9, 'createChild', 'toArrive', 'toArrive'), childId: 15 };

beforeEach(() => {
  taken = setUpStepForm(created);
  restore = stubRoutes({ serviceContents: ({ query }) => getServiceContents(Number(query?.projectId)) });
  jest.mocked(getServiceContents).mockResolvedValue([
    { id: 11, name: '设备维修' },
    { id: 12, name: '设备巡检' },
  ] as ServiceContent[]);
});

const form = (availableSteps: string[], onCreated = jest.fn(), faultDescription = '空调不制冷') => (
  <ChildOrderForm
    parent={{
      id: 9,
      availableSteps,
      projectId: 4,
      serviceContentId: 11,
      faultDescription,
      appointmentTime: '2030-05-06 09:30:00',
    }}
    onCreated={onCreated}
  />
);

test('starts from the parent, asks for the project contents, and sends what the user changed', async () => {
  const onCreated = jest.fn();
  renderWithProviders(form(['createChild', 'cancel'], onCreated), { inRemote: true });
  expect(await screen.findByTitle('设备维修')).toBeTruthy();
  expect(getServiceContents).toHaveBeenCalledWith(4);
  const description = screen.getByRole('textbox', { name: '故障描述' }) as HTMLTextAreaElement;
  expect(description.value).toBe('空调不制冷');

  fireEvent.mouseDown(screen.getByRole('combobox', { name: '服务内容' }));
  fireEvent.click(await screen.findByTitle('设备巡检'));
  fireEvent.change(description, { target: { value: ' 外机异响 ' } });
  fireEvent.click(screen.getByRole('button', { name: '创建子工单' }));

  await waitFor(() =>
    expect(taken).toHaveBeenCalledWith(9, 'createChild', {
      serviceContentId: 12,
      faultDescription: '外机异响',
      appointmentTime: '2030-05-06 09:30:00',
    }),
  );
  await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
  expect(await screen.findByText('新增成功')).toBeTruthy();
});

test('a blank fault description is refused with its message and nothing is sent', async () => {
  renderWithProviders(form(['createChild'], jest.fn(), '   '), { inRemote: true });
  fireEvent.click(await screen.findByRole('button', { name: '创建子工单' }));
  expect(await screen.findByText('请输入故障描述')).toBeTruthy();
  expect(taken).not.toHaveBeenCalled();
});

test('an order the server offers no child order for has the form greyed out', async () => {
  renderWithProviders(form(['redispatch', 'cancel']), { inRemote: true });
  const submit = await screen.findByRole('button', { name: '创建子工单' });
  expect((submit as HTMLButtonElement).disabled).toBe(true);
  expect((screen.getByRole('textbox', { name: '故障描述' }) as HTMLTextAreaElement).disabled).toBe(true);
  fireEvent.click(submit);
  expect(taken).not.toHaveBeenCalled();
});
