import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { i18n } from '../i18n';
import { ImageViewer } from './image-viewer';

const IMAGES = ['/img/a.png', '/img/b.png', '/img/c.png'];

const image = () => screen.getByRole('img', { name: '加载失败' }) as HTMLImageElement;
const counter = () => screen.getByTestId('image-viewer-counter').textContent;
const transform = () => image().style.transform;
const key = (k: string) => act(() => void fireEvent.keyDown(window, { key: k }));
const click = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));

function Viewer({
  start = 0,
  onIndexChange = jest.fn() as (i: number) => void,
  onClose = jest.fn() as () => void,
}) {
  const [open, setOpen] = useState(true);
  return (
    <ImageViewer
      open={open}
      images={IMAGES}
      index={start}
      onIndexChange={onIndexChange}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    />
  );
}

describe('ImageViewer', () => {
  it('shows the image at the given index with an n / total counter', () => {
    render(<Viewer start={1} />);
    expect(image().getAttribute('src')).toBe('/img/b.png');
    expect(counter()).toBe('2 / 3');
    expect(transform()).toBe('scale(1) rotate(0deg)');
  });

  it('moves with the buttons and the arrow keys, within the list', () => {
    const onIndexChange = jest.fn();
    render(<Viewer onIndexChange={onIndexChange} />);
    expect(screen.getByRole('button', { name: '上一张' })).toHaveProperty('disabled', true);
    key('ArrowLeft');
    expect(counter()).toBe('1 / 3');
    expect(onIndexChange).not.toHaveBeenCalled();

    click('下一张');
    expect(counter()).toBe('2 / 3');
    key('ArrowRight');
    expect(counter()).toBe('3 / 3');
    expect(image().getAttribute('src')).toBe('/img/c.png');
    expect(screen.getByRole('button', { name: '下一张' })).toHaveProperty('disabled', true);
    key('ArrowRight');
    expect(counter()).toBe('3 / 3');
    key('ArrowLeft');
    expect(counter()).toBe('2 / 3');
    expect(onIndexChange.mock.calls.map(([i]) => i)).toEqual([1, 2, 1]);
  });

  it('zooms by 0.2 with the buttons and + = - keys, and never down to 0.2', () => {
    render(<Viewer />);
    click('放大');
    expect(transform()).toBe('scale(1.2) rotate(0deg)');
    key('=');
    expect(transform()).toBe('scale(1.4) rotate(0deg)');
    key('+');
    expect(transform()).toBe('scale(1.6) rotate(0deg)');
    key('-');
    key('-');
    key('-');
    expect(transform()).toBe('scale(1) rotate(0deg)');
    click('缩小');
    key('-');
    key('-');
    expect(transform()).toBe('scale(0.4) rotate(0deg)');
    expect(screen.getByRole('button', { name: '缩小' })).toHaveProperty('disabled', true);
    key('-');
    expect(transform()).toBe('scale(0.4) rotate(0deg)');
    expect(screen.getByTestId('image-viewer-scale').textContent).toBe('40%');
  });

  it('zooms by 0.3 with the mouse wheel', () => {
    render(<Viewer />);
    const stage = screen.getByTestId('image-viewer-stage');
    fireEvent.wheel(stage, { deltaY: -100 });
    expect(transform()).toBe('scale(1.3) rotate(0deg)');
    fireEvent.wheel(stage, { deltaY: 100 });
    fireEvent.wheel(stage, { deltaY: 100 });
    expect(transform()).toBe('scale(0.7) rotate(0deg)');
    fireEvent.wheel(stage, { deltaY: 100 });
    fireEvent.wheel(stage, { deltaY: 100 });
    expect(transform()).toBe('scale(0.4) rotate(0deg)');
  });

  it('rotates by 90 degrees either way', () => {
    render(<Viewer />);
    click('向右旋转');
    expect(transform()).toBe('scale(1) rotate(90deg)');
    click('向左旋转');
    click('向左旋转');
    expect(transform()).toBe('scale(1) rotate(270deg)');
  });

  it('resets zoom and rotation on another image', () => {
    render(<Viewer />);
    click('放大');
    click('向右旋转');
    expect(transform()).toBe('scale(1.2) rotate(90deg)');
    key('ArrowRight');
    expect(transform()).toBe('scale(1) rotate(0deg)');
  });

  it('closes on Escape', () => {
    const onClose = jest.fn();
    render(<Viewer onClose={onClose} />);
    key('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    key('ArrowRight');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the alt text 加载失败 when an image fails, only for that image', () => {
    render(<Viewer />);
    expect(image().getAttribute('alt')).toBe('加载失败');
    expect(screen.queryByText('加载失败')).toBeNull();
    fireEvent.error(image());
    expect(screen.getByText('加载失败')).toBeTruthy();
    expect(document.querySelector('img[src="/img/a.png"]')).toBeNull();
    key('ArrowRight');
    expect(image().getAttribute('src')).toBe('/img/b.png');
    expect(screen.queryByText('加载失败')).toBeNull();
  });

  it('translates its text', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      render(<Viewer />);
      fireEvent.error(screen.getByRole('img', { name: 'Load failed' }));
      expect(screen.getByText('Load failed')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('zh_CN'));
    }
  });
});
