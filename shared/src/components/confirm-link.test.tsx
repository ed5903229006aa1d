import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import '../i18n';
import { ConfirmLink } from './confirm-link';

describe('ConfirmLink', () => {
  it('asks first, acts on 确定 only, and stays busy until the action settles', async () => {
    let settle: () => void = () => undefined;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(
      <ConfirmLink title="确定作废该用户？" danger onConfirm={onConfirm}>
        作废
      </ConfirmLink>,
    );
    const link = screen.getByRole('button', { name: '作废' });
    expect(link.className).toContain('ant-btn-dangerous');

    fireEvent.click(link);
    expect(await screen.findByText('确定作废该用户？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(link);
    const ok = await screen.findByRole('button', { name: /确\s*定/ });
    expect(ok.className).toContain('ant-btn-dangerous');
    fireEvent.click(ok);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /确\s*定/ }).className).toContain('ant-btn-loading'),
    );
    settle();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /确\s*定/ })?.className ?? '').not.toContain(
        'ant-btn-loading',
      ),
    );
  });

  it('draws a plain link and a plain 确定 for an action that destroys nothing', async () => {
    render(
      <ConfirmLink title="发布为正式版？" onConfirm={jest.fn()}>
        发布
      </ConfirmLink>,
    );
    const link = screen.getByRole('button', { name: '发布' });
    expect(link.className).not.toContain('ant-btn-dangerous');
    fireEvent.click(link);
    expect((await screen.findByRole('button', { name: /确\s*定/ })).className).not.toContain(
      'ant-btn-dangerous',
    );
  });
});
