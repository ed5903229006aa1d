import { useMemo, useRef, useState } from 'react';
import { App, Button, Checkbox, Dropdown, Flex, Input, Modal, Popover, Tag, Typography } from 'antd';
import SmileOutlined from '@ant-design/icons/SmileOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call, type UploadedFile } from '@portal/shared';
import { fileKind } from '@portal/shared/ui';
import { CHAT_FILE_MAX_BYTES, routes, type ChatMemberInfo, type ChatMsgType } from '@portal/shared/contract';
import { chatKeys } from '../hooks/chat-keys';
import { useUploadChatFile } from '../hooks/use-upload-chat-file';
import { throttle, type Outgoing } from '../lib/message-factory';

/** The dictionary of quick-reply phrases. */
export const QUICK_REPLY_DICT = 'im_fast_script';

/** SPEC section 9: sends throttled to one per 800 ms. */
export const SEND_THROTTLE_MS = 800;

interface ReadyFile {
  key: string;
  msgType: ChatMsgType;
  uploaded: UploadedFile;
  size: number;
}

export interface InputPanelProps {
  /** Members who can be reminded (everyone but me). */
  members: Pick<ChatMemberInfo, 'uid' | 'name'>[];
  disabled?: boolean;
  onSend(out: Outgoing): void;
}

const KIND_TO_TYPE = { image: 'img', video: 'video', file: 'file' } as const;

/**
 * The input: text (Ctrl+Enter sends, empty never sends, throttled 800 ms), quick replies, members
 * to remind, and files pasted or dropped (uploaded first, then confirmed in a dialog).
 */
export function InputPanel({ members, disabled, onSend }: InputPanelProps) {
  const { t } = useTranslation('chat');
  const { message: toast } = App.useApp();
  const [text, setText] = useState('');
  const [remind, setRemind] = useState<string[]>([]);
  const [files, setFiles] = useState<ReadyFile[]>([]);
  const { upload, uploading } = useUploadChatFile();
  const quickReplies = useQuery({
    queryKey: chatKeys.quickReplies(),
    // The quick-reply phrases; silent: without them the input still works.
    queryFn: () => call(routes.dictionary, { query: { type: QUICK_REPLY_DICT } }, { silent: true }),
    staleTime: 10 * 60_000,
  });
  const remindRef = useRef(remind);
  remindRef.current = remind;

  const sendText = useMemo(
    () =>
      throttle((value: string) => {
        onSend({ msgType: 'text', content: value.trim(), remind: remindRef.current });
        setText('');
        setRemind([]);
      }, SEND_THROTTLE_MS),
    [onSend],
  );

  // SPEC 5: a text that is empty once trimmed is never sent.
  const canSend = !disabled && text.trim().length > 0;
  const trySend = () => {
    if (canSend) sendText(text);
  };

  const addFiles = async (list: File[]) => {
    for (const file of list) {
      if (file.size > CHAT_FILE_MAX_BYTES) {
        void toast.error(t('errors.fileTooLarge'));
        continue;
      }
      try {
        const uploaded = await upload(file);
        const msgType = KIND_TO_TYPE[fileKind(uploaded.originName || file.name)];
        setFiles((prev) => [
          ...prev,
          { key: `${uploaded.id}-${uploaded.url}`, msgType, uploaded, size: file.size },
        ]);
      } catch {
        // The api client has shown why.
      }
    }
  };

  /** Files pasted or dropped: taken instead of the browser's default. */
  const takeFiles = (e: { preventDefault(): void }, list: FileList | undefined) => {
    const taken = Array.from(list ?? []);
    if (taken.length === 0) return;
    e.preventDefault();
    void addFiles(taken);
  };

  const sendFiles = () => {
    for (const f of files) {
      onSend({
        msgType: f.msgType,
        content: f.uploaded.url,
        fileName: f.uploaded.originName,
        fileSize: f.size,
        remind: remindRef.current,
      });
    }
    setFiles([]);
    setRemind([]);
  };

  const remindOptions = members.map((m) => ({ label: m.name, value: m.uid }));

  return (
    <div
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => takeFiles(e, e.dataTransfer?.files)}
      style={{ borderTop: '1px solid rgba(5,5,5,0.06)', padding: 8 }}
    >
      <Flex gap={4} align="center" wrap>
        <Dropdown
          trigger={['click']}
          disabled={disabled}
          menu={{
            items: (quickReplies.data ?? []).map((d) => ({ key: String(d.id), label: d.dictValue })),
            onClick: ({ key }) => {
              const entry = quickReplies.data?.find((d) => String(d.id) === key);
              if (entry) setText((v) => v + entry.dictValue);
            },
          }}
        >
          <Button size="small" icon={<SmileOutlined />}>
            {t('quickReplies')}
          </Button>
        </Dropdown>
        <Popover
          trigger="click"
          title={t('remindTitle')}
          content={
            <Checkbox.Group
              aria-label={t('remindTitle')}
              style={{ display: 'flex', flexDirection: 'column', gap: 4, maxHeight: 240, overflowY: 'auto' }}
              options={remindOptions}
              value={remind}
              onChange={(v) => setRemind(v as string[])}
            />
          }
        >
          <Button size="small" icon={<UserAddOutlined />} disabled={disabled || members.length === 0}>
            {t('remind')}
          </Button>
        </Popover>
        {remind.map((uid) => (
          <Tag key={uid} closable onClose={() => setRemind((r) => r.filter((x) => x !== uid))}>
            @{members.find((m) => m.uid === uid)?.name ?? uid}
          </Tag>
        ))}
        {uploading && <Typography.Text type="secondary">{t('uploading')}</Typography.Text>}
      </Flex>
      <Input.TextArea
        aria-label={t('inputLabel')}
        placeholder={t('inputPlaceholder')}
        value={text}
        disabled={disabled}
        autoSize={{ minRows: 3, maxRows: 6 }}
        variant="borderless"
        onChange={(e) => setText(e.target.value)}
        onPaste={(e) => takeFiles(e, e.clipboardData?.files)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.ctrlKey) {
            e.preventDefault();
            trySend();
          }
        }}
      />
      <Flex justify="flex-end" align="center" gap={8}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('sendHint')}
        </Typography.Text>
        <Button type="primary" disabled={!canSend} onClick={trySend}>
          {t('send')}
        </Button>
      </Flex>
      <Modal
        open={files.length > 0}
        title={t('confirmFilesTitle')}
        okText={t('send')}
        cancelText={t('common:common.cancel')}
        onOk={sendFiles}
        onCancel={() => setFiles([])}
        destroyOnHidden
      >
        <Flex vertical gap={8}>
          {files.map((f) => (
            <Flex key={f.key} align="center" gap={8} justify="space-between">
              {f.msgType === 'img' ? (
                <img
                  src={f.uploaded.url}
                  alt={f.uploaded.originName}
                  style={{ maxWidth: 120, maxHeight: 90 }}
                />
              ) : (
                <Typography.Text>{f.uploaded.originName}</Typography.Text>
              )}
              <Button
                size="small"
                danger
                onClick={() => setFiles((prev) => prev.filter((x) => x.key !== f.key))}
              >
                {t('remove')}
              </Button>
            </Flex>
          ))}
        </Flex>
      </Modal>
    </div>
  );
}
