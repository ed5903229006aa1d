import { useState } from 'react';
import { App, Checkbox, Empty, Flex, Image, Select, Space, Spin, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import type { GroupChatImage } from '../api/types';
import { chatKeys } from '../hooks/chat-keys';
import { useSaveChatReceipts } from '../hooks/use-save-chat-receipts';
import { fileNameOf } from '../lib/display';
import { ActionModal } from './action-modal';

export interface ImageListModalProps {
  open: boolean;
  chatId: string;
  serviceId: number;
  onClose(): void;
}

/** The group's images; ticked ones are saved as the order's receipts under a chosen acceptance template. */
export function ImageListModal({ open, chatId, serviceId, onClose }: ImageListModalProps) {
  const { t } = useTranslation('chat');
  const { message: toast } = App.useApp();
  const [ticked, setTicked] = useState<string[]>([]);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const saveReceipts = useSaveChatReceipts();
  const images = useQuery({
    queryKey: chatKeys.images(chatId),
    // The images sent in the group.
    queryFn: (): Promise<GroupChatImage[]> => call(routes.chatGroupImages, { query: { toUser: chatId } }),
    enabled: open,
  });
  const templates = useQuery({
    queryKey: chatKeys.templates(serviceId),
    // The order's acceptance templates.
    queryFn: () => call(routes.orderReceiptTemplates, { params: { id: serviceId } }),
    enabled: open,
  });
  const template = templates.data?.find((x) => x.id === templateId);

  const close = () => {
    setTicked([]);
    setTemplateId(null);
    onClose();
  };

  const save = () => {
    if (!templateId || saveReceipts.isPending) return;
    const chosen = (images.data ?? []).filter((img) => ticked.includes(img.msgId));
    saveReceipts.mutate(
      { images: chosen, templateId },
      {
        onSuccess: () => {
          void toast.success(t('saved'));
          close();
        },
      },
    );
  };

  return (
    <ActionModal
      open={open}
      title={t('imageListTitle')}
      width={720}
      okText={t('saveReceipts')}
      okDisabled={!templateId || ticked.length === 0}
      busy={saveReceipts.isPending}
      onOk={save}
      onCancel={close}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{t('template')}</Typography.Text>
          <Select
            aria-label={t('template')}
            style={{ minWidth: 220 }}
            placeholder={t('chooseTemplate')}
            value={templateId ?? undefined}
            onChange={(v) => setTemplateId(v)}
            options={(templates.data ?? []).map((x) => ({ label: x.name, value: x.id }))}
          />
          {template?.isCustomerVisible && <Tag color="blue">{t('customerVisible')}</Tag>}
          {template?.isEngineerVisible && <Tag color="purple">{t('engineerVisible')}</Tag>}
        </Flex>
        {images.isLoading ? (
          <Spin />
        ) : (images.data ?? []).length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noImages')} />
        ) : (
          <Checkbox.Group
            value={ticked}
            onChange={(v) => setTicked(v as string[])}
            style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}
          >
            {(images.data ?? []).map((img) => (
              <Flex key={img.msgId} vertical align="center" gap={4}>
                <Image
                  src={img.url}
                  width={120}
                  height={90}
                  style={{ objectFit: 'cover' }}
                  alt={t('imageAlt')}
                />
                <Checkbox value={img.msgId} aria-label={fileNameOf(img.url, img.fileName)} />
              </Flex>
            ))}
          </Checkbox.Group>
        )}
      </Space>
    </ActionModal>
  );
}
