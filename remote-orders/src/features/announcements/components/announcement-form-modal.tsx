import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@portal/shared';
import type { AnnouncementInput } from '../api/create-announcement';
import { useSaveAnnouncement } from '../hooks/use-save-announcement';

export const TITLE_MAX_LENGTH = 100;
export const CONTENT_MAX_LENGTH = 5000;

interface Props {
  /** The announcement to edit; null publishes a new one. */
  announcement: Announcement | null;
  onClose: () => void;
}

export function AnnouncementFormModal({ announcement, onClose }: Props) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const [form] = Form.useForm<AnnouncementInput>();
  const save = useSaveAnnouncement();

  const finish = (values: AnnouncementInput) => {
    save.mutate(
      { id: announcement?.id, title: values.title.trim(), content: values.content },
      {
        onSuccess: () => {
          void message.success(t(announcement ? 'common:common.modified' : 'announce.published'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t(announcement ? 'announce.editTitle' : 'announce.publish')}
      okText={t('common:common.ok')}
      cancelText={t('common:common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          announcement ? { title: announcement.title, content: announcement.content } : undefined
        }
        onFinish={finish}
      >
        <Form.Item
          name="title"
          label={t('announce.fieldTitle')}
          rules={[{ required: true, whitespace: true, message: t('announce.titleRequired') }]}
        >
          <Input maxLength={TITLE_MAX_LENGTH} showCount />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('announce.fieldContent')}
          rules={[{ required: true, whitespace: true, message: t('announce.contentRequired') }]}
        >
          <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} maxLength={CONTENT_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
