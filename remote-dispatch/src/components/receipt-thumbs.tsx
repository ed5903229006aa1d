import { useState, type ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileKind, ImageViewer } from '@portal/shared/ui';

interface Thumb {
  id: number;
  url: string;
  name: string;
}

interface Props<T extends Thumb> {
  items: T[];
  /** Extra controls under each thumbnail (select, delete, watermark). */
  renderExtra?: (item: T) => ReactNode;
  size?: number;
}

/** Thumbnails that open the image viewer (zoom, rotate, previous/next); other files are links. */
export function ReceiptThumbs<T extends Thumb>({ items, renderExtra, size = 96 }: Props<T>) {
  const { t } = useTranslation('dispatch');
  const images = items.filter((item) => fileKind(item.name || item.url) === 'image');
  const [viewing, setViewing] = useState<number | null>(null);
  if (items.length === 0) return <Typography.Text type="secondary">{t('receipt.none')}</Typography.Text>;
  return (
    <>
      <Flex wrap gap={12}>
        {items.map((item) => {
          const imageIndex = images.indexOf(item);
          return (
            <Flex key={item.id} vertical gap={4} align="center" style={{ width: size + 8 }}>
              {imageIndex >= 0 ? (
                <button
                  type="button"
                  aria-label={t('receipt.view', { name: item.name })}
                  onClick={() => setViewing(imageIndex)}
                  style={{
                    padding: 0,
                    border: '1px solid #f0f0f0',
                    borderRadius: 6,
                    background: 'none',
                    cursor: 'zoom-in',
                  }}
                >
                  <img
                    src={item.url}
                    alt={item.name}
                    style={{
                      width: size,
                      height: size,
                      objectFit: 'cover',
                      display: 'block',
                      borderRadius: 6,
                    }}
                  />
                </button>
              ) : (
                <Typography.Link
                  href={item.url}
                  target="_blank"
                  rel="noreferrer"
                  ellipsis
                  style={{ width: size }}
                >
                  {item.name}
                </Typography.Link>
              )}
              {renderExtra?.(item)}
            </Flex>
          );
        })}
      </Flex>
      <ImageViewer
        open={viewing !== null}
        images={images.map((item) => item.url)}
        index={viewing ?? 0}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
