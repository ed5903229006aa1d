import { useEffect, useRef, useState } from 'react';
import { App, Button, Flex, Modal, Typography } from 'antd';
import SignaturePad from 'signature_pad';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The signature as a PNG on white (so that the watermark reads on it). */
  onSigned: (png: Blob) => void;
}

/** Full screen: the customer signs with a finger; 清除 starts again, 确定 keeps the signature. */
export function SignatureDialog({ open, onClose, onSigned }: Props) {
  const { t } = useTranslation('dispatch');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      title={t('receipt.signTitle')}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', padding: 0, margin: 0 }}
      styles={{ body: { height: 'calc(100dvh - 110px)' } }}
    >
      {open ? <Pad onClose={onClose} onSigned={onSigned} /> : null}
    </Modal>
  );
}

function Pad({ onClose, onSigned }: Omit<Props, 'open'>) {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const signature = new SignaturePad(element, { backgroundColor: 'rgb(255,255,255)', penColor: '#000' });
    pad.current = signature;
    // The canvas is drawn at the screen's pixel density. Resizing it wipes the drawing, so the strokes
    // are drawn again (a phone turned, or its keyboard shown, mid-signature keeps the signature).
    const fit = () => {
      const strokes = signature.toData();
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      signature.clear();
      signature.fromData(strokes);
    };
    fit();
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      signature.off();
      pad.current = null;
    };
  }, []);

  const confirm = () => {
    const signature = pad.current;
    if (!signature || signature.isEmpty()) {
      void message.warning(t('receipt.signEmpty'));
      return;
    }
    setSaving(true);
    canvas.current?.toBlob((png) => {
      setSaving(false);
      if (!png) return;
      onSigned(png);
      onClose();
    }, 'image/png');
  };

  return (
    <Flex vertical gap={8} style={{ height: '100%' }}>
      <Typography.Text type="secondary">{t('receipt.signHint')}</Typography.Text>
      <canvas
        ref={canvas}
        aria-label={t('receipt.signPad')}
        style={{
          flex: 1,
          width: '100%',
          minHeight: 200,
          border: '1px dashed #bfbfbf',
          borderRadius: 8,
          touchAction: 'none',
        }}
      />
      <Flex gap={8}>
        <Button block size="large" onClick={() => pad.current?.clear()}>
          {t('receipt.clear')}
        </Button>
        <Button block size="large" type="primary" loading={saving} onClick={confirm}>
          {t('common:common.ok')}
        </Button>
      </Flex>
    </Flex>
  );
}
