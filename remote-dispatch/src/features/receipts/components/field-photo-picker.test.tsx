import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/src/testing';
import '../../../locales';
import { FieldPhotoPicker } from './field-photo-picker';

test('the camera input takes photos from the back camera and hands them over in the order picked', () => {
  const onPick = jest.fn();
  renderWithProviders(<FieldPhotoPicker compressing={[]} onPick={onPick} />, { inRemote: true });
  const input = screen.getByLabelText('拍照上传', { selector: 'input' });
  expect(input.getAttribute('capture')).toBe('environment');
  expect(input.getAttribute('accept')).toBe('image/*');
  const files = [
    new File(['a'], 'a.jpg', { type: 'image/jpeg' }),
    new File(['b'], 'b.jpg', { type: 'image/jpeg' }),
  ];
  fireEvent.change(input, { target: { files } });
  expect(onPick).toHaveBeenCalledWith(files);
  expect(screen.queryByRole('progressbar')).toBeNull();
});

test('each photo being compressed shows its progress', () => {
  renderWithProviders(
    <FieldPhotoPicker compressing={[{ name: 'big.jpg', percent: 42.4 }]} onPick={jest.fn()} />,
    { inRemote: true },
  );
  const bar = screen.getByRole('progressbar', { name: '正在压缩 big.jpg' });
  expect(bar.getAttribute('aria-valuenow')).toBe('42');
});
