import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReceiptThumbs } from '../../../components/receipt-thumbs';
import type { Receipt, ReceiptTemplate } from '@portal/shared/contract';

/** Receipts under their acceptance template; templates without receipts say so. */
export function ReceiptsByTemplate({
  templates,
  receipts,
}: {
  templates: ReceiptTemplate[];
  receipts: Receipt[];
}) {
  const { t } = useTranslation('dispatch');
  const known = new Set(templates.map((tpl) => tpl.id));
  const groups = [
    ...templates.map((tpl) => ({
      key: tpl.id,
      name: tpl.name,
      items: receipts.filter((r) => r.templateId === tpl.id),
    })),
    {
      key: 0,
      name: t('receipt.noTemplate'),
      items: receipts.filter((r) => r.templateId === null || !known.has(r.templateId)),
    },
  ].filter((group) => group.key !== 0 || group.items.length > 0);
  return (
    <Flex vertical gap={16}>
      {groups.map((group) => (
        <div key={group.key}>
          <Typography.Text strong>{group.name}</Typography.Text>
          <div style={{ marginTop: 8 }}>
            <ReceiptThumbs items={group.items} size={80} />
          </div>
        </div>
      ))}
    </Flex>
  );
}
