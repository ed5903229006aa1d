// Per-icon paths: the package index pulls in an ESM-only colour helper that Jest cannot load.
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import RotateLeftOutlined from '@ant-design/icons/RotateLeftOutlined';
import RotateRightOutlined from '@ant-design/icons/RotateRightOutlined';
import ZoomInOutlined from '@ant-design/icons/ZoomInOutlined';
import ZoomOutOutlined from '@ant-design/icons/ZoomOutOutlined';
import { Button, Modal, Space, Tooltip } from 'antd';
import { useEffect, useEffectEvent, useReducer, useState, type ReactNode, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  initialViewerState,
  rotateLeft,
  rotateRight,
  viewerReducer,
  WHEEL_ZOOM_STEP,
  zoomIn,
  zoomOut,
  type ViewerAction,
} from './image-viewer-state';
import { WIDGETS_NS } from './locales';

export interface ImageViewerProps {
  open: boolean;
  /** Image URLs. */
  images: string[];
  /** The image shown first (and whenever this prop changes). Default 0. */
  index?: number;
  /** Called when the user moves to another image. */
  onIndexChange?: (index: number) => void;
  onClose: () => void;
}

/** A modal image viewer: zoom (buttons, +/-/= keys, wheel), rotate, previous/next (buttons, arrow keys), Escape closes. */
export function ImageViewer({ open, images, index = 0, onIndexChange, onClose }: ImageViewerProps) {
  const { t } = useTranslation(WIDGETS_NS);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('imageViewer.title')}
      footer={null}
      // Escape is handled below with the other keys, so it is not handled twice.
      keyboard={false}
      centered
      width="80vw"
      destroyOnHidden
    >
      {open && images.length > 0 ? (
        <ViewerBody images={images} index={index} onIndexChange={onIndexChange} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function ViewerBody({
  images,
  index,
  onIndexChange,
  onClose,
}: Omit<ImageViewerProps, 'open' | 'index'> & { index: number }) {
  const { t } = useTranslation(WIDGETS_NS);
  const [state, dispatch] = useReducer(viewerReducer, undefined, () =>
    initialViewerState(index, images.length),
  );
  const [shown, setShown] = useState({ images, index });
  if (shown.images !== images || shown.index !== index) {
    setShown({ images, index });
    dispatch({ type: 'reset', index, count: images.length });
  }

  const act = (action: ViewerAction) => {
    const next = viewerReducer(state, action);
    if (next === state) return;
    dispatch(action);
    if (next.index !== state.index) onIndexChange?.(next.index);
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const actions: Record<string, ViewerAction> = {
      ArrowLeft: { type: 'previous' },
      ArrowRight: { type: 'next' },
      '+': zoomIn(),
      '=': zoomIn(),
      '-': zoomOut(),
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (actions[event.key]) {
      event.preventDefault();
      act(actions[event.key]);
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (event.deltaY < 0) act(zoomIn(WHEEL_ZOOM_STEP));
    else if (event.deltaY > 0) act(zoomOut(WHEEL_ZOOM_STEP));
  };

  const tool = (label: string, icon: ReactNode, action: ViewerAction) => (
    <Tooltip title={label}>
      <Button
        aria-label={label}
        icon={icon}
        disabled={viewerReducer(state, action) === state}
        onClick={() => act(action)}
      />
    </Tooltip>
  );

  const src = images[state.index];
  return (
    <div>
      <Space wrap style={{ marginBottom: 12 }}>
        {tool(t('imageViewer.zoomOut'), <ZoomOutOutlined />, zoomOut())}
        {tool(t('imageViewer.zoomIn'), <ZoomInOutlined />, zoomIn())}
        {tool(t('imageViewer.rotateLeft'), <RotateLeftOutlined />, rotateLeft)}
        {tool(t('imageViewer.rotateRight'), <RotateRightOutlined />, rotateRight)}
        <span data-testid="image-viewer-scale">{Math.round(state.scale * 100)}%</span>
        <span data-testid="image-viewer-counter">{`${state.index + 1} / ${state.count}`}</span>
      </Space>
      <div
        data-testid="image-viewer-stage"
        onWheel={onWheel}
        style={{
          position: 'relative',
          height: '70vh',
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <ViewerImage
          key={`${state.index}:${src}`}
          src={src}
          alt={t('imageViewer.loadFailed')}
          transform={`scale(${state.scale}) rotate(${state.rotation}deg)`}
        />
        <Button
          shape="circle"
          aria-label={t('imageViewer.previous')}
          icon={<LeftOutlined />}
          disabled={state.index <= 0}
          onClick={() => act({ type: 'previous' })}
          style={{ position: 'absolute', left: 8, top: '50%', transform: 'translateY(-50%)' }}
        />
        <Button
          shape="circle"
          aria-label={t('imageViewer.next')}
          icon={<RightOutlined />}
          disabled={state.index >= state.count - 1}
          onClick={() => act({ type: 'next' })}
          style={{ position: 'absolute', right: 8, top: '50%', transform: 'translateY(-50%)' }}
        />
      </div>
    </div>
  );
}

function ViewerImage({ src, alt, transform }: { src: string; alt: string; transform: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div role="img" aria-label={alt} style={{ color: 'rgba(0, 0, 0, 0.45)' }}>
        {alt}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      onError={() => setFailed(true)}
      style={{ maxWidth: '100%', maxHeight: '100%', transform, transition: 'transform 0.2s' }}
      draggable={false}
    />
  );
}
