import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, useSessionStore } from '@portal/shared';
import { renderWithProviders } from '@portal/shared/src/testing';
import '../../locales';
import { changePassword } from './change-password';
import { ChangePasswordDialog } from './change-password-dialog';

jest.mock('./change-password', () => ({ changePassword: jest.fn() }));
const mockedChange = jest.mocked(changePassword);

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const okButton = () => screen.getByRole('button', { name: /确\s*定/ });

function setup() {
  const onClose = jest.fn();
  renderWithProviders(<ChangePasswordDialog open onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

beforeEach(() => {
  mockedChange.mockReset();
  useSessionStore.setState({ token: 'token-1', user: null });
});

describe('ChangePasswordDialog', () => {
  it('asks for every field when submitted empty', async () => {
    const { user } = setup();
    await user.click(okButton());
    expect(await screen.findByText('请输入旧密码')).toBeTruthy();
    expect(screen.getByText('请输入新密码')).toBeTruthy();
    expect(screen.getByText('请再次输入新密码')).toBeTruthy();
    expect(mockedChange).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that differs from the new password', async () => {
    const { user } = setup();
    fill('旧密码', 'old-secret');
    fill('新密码', 'new-secret-1');
    fill('确认新密码', 'new-secret-2');
    await user.click(okButton());
    expect(await screen.findByText('两次输入密码不一致')).toBeTruthy();
    expect(screen.queryByText('请输入旧密码')).toBeNull();
    expect(mockedChange).not.toHaveBeenCalled();
  });

  it('sends the three fields, reports 修改成功 and ends the session', async () => {
    mockedChange.mockResolvedValue(undefined);
    const { user, onClose } = setup();
    fill('旧密码', 'old-secret');
    fill('新密码', 'new-secret');
    fill('确认新密码', 'new-secret');
    await user.click(okButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mockedChange.mock.calls[0][0]).toEqual({
      oldPassword: 'old-secret',
      password: 'new-secret',
      password2: 'new-secret',
    });
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('shows the server message and stays open when the change fails', async () => {
    mockedChange.mockRejectedValue(new ApiError('旧密码不正确', 400, 1));
    const { user, onClose } = setup();
    fill('旧密码', 'wrong');
    fill('新密码', 'new-secret');
    fill('确认新密码', 'new-secret');
    await user.click(okButton());
    expect(await screen.findByText('旧密码不正确')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBe('token-1');
  });
});
