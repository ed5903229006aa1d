import { useRef, useState, type ReactNode } from 'react';
import { Button, Card, Checkbox, Empty, Flex, Select, Space, Tag, Typography } from 'antd';
import { CheckCircleFilled, ExclamationCircleFilled, SignatureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { type UploadedFile } from '@portal/shared';
import { UploadWithProgress, ConfirmLink } from '@portal/shared/ui';
import { compressPhoto } from '@portal/shared/field';
import { ReceiptThumbs } from '../../../components/receipt-thumbs';
import type { TemplateReceipt, TemplateWithReceipts } from '@portal/shared/contract';
import { useAddReceipt, useDeleteReceipt, useMoveReceipts, useWatermark } from '../hooks/use-receipt-changes';
import { useReceiptTemplates } from '../hooks/use-receipts';
import {
  useQueuePhotos,
  useQueueReceiptDelete,
  useQueuedReceipts,
  useReceiptsBeingDeleted,
} from '../hooks/use-field-receipts';
import { FieldPhotoPicker } from './field-photo-picker';
import { QueuedReceiptTiles } from './queued-receipt-tiles';
import { SignatureDialog } from './signature-dialog';

interface Props {
  serviceId: number;
  /** Upload and delete (an open order, by its engineer or a dispatcher). */
  editable: boolean;
  /** Watermarks and moving receipts between templates (dispatchers). */
  manage?: boolean;
  /** Photos straight from a phone's back camera (the engineer on site). */
  camera?: boolean;
  /**
   * The engineer's phone: photos compressed there and queued (待同步 offline), the customer's
   * signature, and the templates kept for offline reading.
   */
  field?: boolean;
}

/** The order's acceptance templates, each with its receipts, upload, delete and watermark. */
export function ReceiptBoard({ serviceId, editable, manage = false, camera = false, field = false }: Props) {
  const { t } = useTranslation('dispatch');
  const templates = useReceiptTemplates(serviceId, field);
  const [selected, setSelected] = useState<number[]>([]);
  const [target, setTarget] = useState<number | null>(null);
  const remove = useDeleteReceipt();
  const queueDelete = useQueueReceiptDelete(serviceId);
  const watermark = useWatermark();
  const move = useMoveReceipts(() => setSelected([]));

  if (templates.isPending) return <Card variant="borderless" loading />;
  const list = templates.data ?? [];
  if (list.length === 0)
    return (
      <Card variant="borderless">
        <Empty description={t('receipt.noTemplates')} />
      </Card>
    );

  const toggle = (id: number, on: boolean) =>
    setSelected((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
  // Under each receipt: select, watermark (managers) and delete.
  const controls = (receipt: TemplateReceipt) => (
    <Space size={4} wrap style={{ justifyContent: 'center' }}>
      {manage && editable ? (
        <>
          <Checkbox
            aria-label={t('receipt.select', { name: receipt.name })}
            checked={selected.includes(receipt.id)}
            onChange={(e) => toggle(receipt.id, e.target.checked)}
          />
          {receipt.isWatermarked ? (
            <Tag>{t('receipt.watermarked')}</Tag>
          ) : (
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              loading={watermark.isPending && watermark.variables === receipt.id}
              onClick={() => watermark.mutate(receipt.id)}
            >
              {t('receipt.watermark')}
            </Button>
          )}
        </>
      ) : null}
      {editable ? (
        <ConfirmLink
          title={t('receipt.deleteConfirm')}
          danger
          style={{ padding: 0 }}
          onConfirm={() => (field ? queueDelete.mutate(receipt) : remove.mutate(receipt.id))}
        >
          {t('common:common.delete')}
        </ConfirmLink>
      ) : null}
    </Space>
  );

  return (
    <Flex vertical gap={16}>
      {manage && editable ? (
        <Card variant="borderless" size="small">
          <Space wrap>
            <Typography.Text>{t('receipt.selected', { count: selected.length })}</Typography.Text>
            <Select<number>
              aria-label={t('receipt.targetTemplate')}
              placeholder={t('receipt.targetTemplate')}
              style={{ minWidth: 180 }}
              value={target}
              onChange={setTarget}
              options={list.map((tpl) => ({ value: tpl.id, label: tpl.name }))}
            />
            <Button
              disabled={selected.length === 0 || target === null}
              loading={move.isPending}
              onClick={() => move.mutate({ ids: selected, templateId: target as number })}
            >
              {t('receipt.batchTemplate')}
            </Button>
          </Space>
        </Card>
      ) : null}
      {list.map((template) => (
        <TemplateCard
          key={template.id}
          serviceId={serviceId}
          template={template}
          editable={editable}
          camera={camera}
          field={field}
          renderExtra={controls}
        />
      ))}
    </Flex>
  );
}

interface CardProps {
  serviceId: number;
  template: TemplateWithReceipts;
  editable: boolean;
  camera: boolean;
  field: boolean;
  renderExtra: (receipt: TemplateReceipt) => ReactNode;
}

/** One acceptance template: its receipts (with the board's controls under each) and the upload. */
function TemplateCard({ serviceId, template, editable, camera, field, renderExtra }: CardProps) {
  const { t } = useTranslation('dispatch');
  const [uploads, setUploads] = useState<UploadedFile[]>([]);
  // Two uploads finishing together report the first file twice; each is filed once.
  const filed = useRef(new Set<number>());
  const add = useAddReceipt(serviceId, template.id);
  const deleting = useReceiptsBeingDeleted(serviceId);
  const receipts = field ? template.receipts.filter((r) => !deleting.has(r.id)) : template.receipts;
  const count = receipts.length;
  return (
    <Card
      variant="borderless"
      size="small"
      data-testid={`receipt-template-${template.id}`}
      title={
        <Space>
          {count ? (
            <CheckCircleFilled style={{ color: '#52c41a' }} aria-label={t('receipt.complete')} />
          ) : (
            <ExclamationCircleFilled style={{ color: '#faad14' }} aria-label={t('receipt.missing')} />
          )}
          <span>{template.name}</span>
          <Typography.Text type="secondary">{t('receipt.count', { count })}</Typography.Text>
          {template.isCustomerVisible ? <Tag color="green">{t('receipt.customerVisible')}</Tag> : null}
          {template.isEngineerVisible ? <Tag color="blue">{t('receipt.engineerVisible')}</Tag> : null}
        </Space>
      }
    >
      <Flex vertical gap={12}>
        <ReceiptThumbs items={receipts} renderExtra={renderExtra} />
        {field ? (
          <FieldReceipts serviceId={serviceId} templateId={template.id} editable={editable} />
        ) : editable ? (
          <UploadWithProgress
            accept="image"
            capture={camera ? 'environment' : undefined}
            prepare={compressPhoto}
            multiple
            value={uploads}
            onChange={(files) => {
              setUploads([]);
              for (const file of files) {
                if (filed.current.has(file.id)) continue;
                filed.current.add(file.id);
                add.mutate(file.id);
              }
            }}
          />
        ) : null}
      </Flex>
    </Card>
  );
}

/** On the engineer's phone: what waits to be sent, the camera and the customer's signature. */
function FieldReceipts({
  serviceId,
  templateId,
  editable,
}: {
  serviceId: number;
  templateId: number;
  editable: boolean;
}) {
  const { t } = useTranslation('dispatch');
  const queued = useQueuedReceipts(serviceId, templateId);
  const { compressing, addPhotos, addSignature } = useQueuePhotos(serviceId, templateId);
  const [signing, setSigning] = useState(false);
  return (
    <>
      <QueuedReceiptTiles items={queued} />
      {editable ? (
        <Flex wrap gap={8} align="start">
          <FieldPhotoPicker compressing={compressing} onPick={(files) => void addPhotos(files)} />
          <Button icon={<SignatureOutlined />} onClick={() => setSigning(true)}>
            {t('receipt.sign')}
          </Button>
        </Flex>
      ) : null}
      {/* Outside the editable part: a refresh while the customer signs never takes the pad away. */}
      <SignatureDialog
        open={signing}
        onClose={() => setSigning(false)}
        onSigned={(png) => void addSignature(png)}
      />
    </>
  );
}
