import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { renderWithProviders } from '@portal/shared/src/testing';
import '../locales';
import { ContactPhoneItem } from './contact-phone-item';

function Harness({ onFinish }: { onFinish: (values: { contactPhone: string }) => void }) {
  return (
    <Form onFinish={onFinish}>
      <ContactPhoneItem label="联系电话" />
      <Button htmlType="submit">go</Button>
    </Form>
  );
}

test.each([' 13911110002 ', '021-58881234', '0571-8888888-12'])(
  'accepts %p (checked as it is saved, trimmed)',
  async (phone) => {
    const onFinish = jest.fn();
    renderWithProviders(<Harness onFinish={onFinish} />, { inRemote: true });
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: phone } });
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ contactPhone: phone }));
  },
);

test('refuses a number that is neither a mobile nor a landline', async () => {
  const onFinish = jest.fn();
  renderWithProviders(<Harness onFinish={onFinish} />, { inRemote: true });
  fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '1391111' } });
  fireEvent.click(screen.getByRole('button', { name: 'go' }));
  expect(await screen.findByText('请输入正确的手机号或座机号')).toBeTruthy();
  expect(onFinish).not.toHaveBeenCalled();
});
