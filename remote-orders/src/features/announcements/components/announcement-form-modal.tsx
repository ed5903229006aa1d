import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_LIMITS, type Announcement, type AnnouncementBody } from '@portal/shared';
import { useSaveAnnouncement } from '../hooks/use-save-announcement';

interface Props {
  /** The announcement to edit; null publishes a new one. */
  announcement: Announcement | null;
  onClose: () => void;
}

export function AnnouncementFormModal({ announcement, onClose }: Props) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const [form] = Form.useForm<AnnouncementBody>();
  const save = useSaveAnnouncement();

  const finish = (values: AnnouncementBody) => {
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
          <Input maxLength={ANNOUNCEMENT_LIMITS.title} showCount />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('announce.fieldContent')}
          rules={[{ required: true, whitespace: true, message: t('announce.contentRequired') }]}
        >
          <Input.TextArea
            autoSize={{ minRows: 6, maxRows: 16 }}
            maxLength={ANNOUNCEMENT_LIMITS.content}
            showCount
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
