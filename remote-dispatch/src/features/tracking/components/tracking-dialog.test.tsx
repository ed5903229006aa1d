import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { i18n } from '@portal/shared';
import { renderWithProviders, signInAs, stubRoutes } from '@portal/shared/src/testing';
import '../../../locales';
import { TRACKING_MODAL_WIDTH, CONTENT_ROWS, TrackingDialog, trackingRules } from './tracking-dialog';

/** The bodies the dialog sent to add a tracking record. */
const add = jest.fn();
let restore: () => void;

beforeEach(() => {
  jest.resetAllMocks();
  signInAs({ authority: 'manager', allowDispatch: true });
  add.mockReturnValue({});
  restore = stubRoutes({
    trackingCompletionTemplates: [
      { id: 1, dictValue: '工程师已完工，设备正常', dictDataName: '完工-正常', sort: 1 },
    ],
    trackingVisitTemplates: [],
    trackingContents: [],
    onTheJobList: [],
    trackingAdd: ({ body }) => add(body),
    trackingUpdate: {},
    trackingLastCompletion: null,
    trackingPage: { records: [], total: 0, size: 10, current: 1, pages: 0 },
  });
});
afterEach(() => restore());

test('width 600, text 3 to 15 rows', () => {
  expect(TRACKING_MODAL_WIDTH).toBe(600);
  expect(CONTENT_ROWS).toEqual({ minRows: 3, maxRows: 15 });
});

test('the contact time is now and cannot be changed; empty content is refused with 请输入跟踪内容', async () => {
  const before = Date.now();
  renderWithProviders(<TrackingDialog open serviceId={7} engineerId={3} record={null} onClose={() => {}} />, {
    inRemote: true,
  });

  const contact = (await screen.findByLabelText('联系时间')) as HTMLInputElement;
  expect(contact.disabled).toBe(true);
  const shown = new Date(contact.value.replace(' ', 'T')).getTime();
  expect(Math.abs(shown - before)).toBeLessThan(60_000);

  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  expect(await screen.findByText('请输入跟踪内容')).toBeTruthy();
  expect(add).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText('跟踪内容'), { target: { value: ' 已联系客户 ' } });
  fireEvent.click(screen.getByLabelText('客户可见'));
  fireEvent.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
  expect(add.mock.calls[0][0]).toMatchObject({
    serviceId: 7,
    engineerId: 3,
    content: '已联系客户',
    isCustomerVisibility: true,
    isEngineerVisible: true,
    isRemind: false,
    reminderId: null,
    remindTime: null,
    type: 'content',
  });
  expect(add.mock.calls[0][0].contactTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
});

test('a missing contact time is refused with 请选择联系时间', async () => {
  const rules = trackingRules(i18n.t.bind(i18n));
  function Harness() {
    const [form] = Form.useForm();
    return (
      <Form form={form} onFinish={() => {}}>
        <Form.Item name="contactTime" label="t" rules={rules.contactTime}>
          <Input />
        </Form.Item>
        <button type="submit">go</button>
      </Form>
    );
  }
  renderWithProviders(<Harness />);
  fireEvent.click(screen.getByRole('button', { name: 'go' }));
  expect(await screen.findByText('请选择联系时间')).toBeTruthy();
});
