import { useRef } from 'react';
import { Button, Flex, Typography } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Compressing } from '../hooks/use-field-receipts';

interface Props {
  onPick: (files: File[]) => void;
  compressing: Compressing[];
}

/** The phone's camera (or gallery) for receipt photos, and the compression progress of what was picked. */
export function FieldPhotoPicker({ onPick, compressing }: Props) {
  const { t } = useTranslation('dispatch');
  const input = useRef<HTMLInputElement>(null);
  return (
    <Flex vertical gap={4}>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        hidden
        aria-label={t('receipt.takePhoto')}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onPick(files);
        }}
      />
      <Button
        icon={<CameraOutlined />}
        loading={compressing.length > 0}
        onClick={() => input.current?.click()}
      >
        {t('receipt.takePhoto')}
      </Button>
      {compressing.map((entry, index) => (
        <div key={`${entry.name}-${index}`}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('receipt.compressing', { name: entry.name })}
          </Typography.Text>
          <div
            role="progressbar"
            aria-label={t('receipt.compressing', { name: entry.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(entry.percent)}
            style={{ height: 6, borderRadius: 3, background: '#f0f0f0', overflow: 'hidden' }}
          >
            <div
              style={{
                width: `${entry.percent}%`,
                height: '100%',
                background: '#1677ff',
                transition: 'width .2s',
              }}
            />
          </div>
        </div>
      ))}
    </Flex>
  );
}
