import { useMemo, useState } from 'react';
import { App, Checkbox, Empty, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '@portal/shared';
import { routes, type OnTheJobUser } from '@portal/shared/contract';
import { chatKeys } from '../hooks/chat-keys';
import { useInviteToGroup } from '../hooks/use-invite-to-group';
import { ActionModal } from './action-modal';
import { SearchBox } from './search-box';

export interface InviteModalProps {
  open: boolean;
  sysChannelId: number;
  onClose(): void;
}

/** Names containing the trimmed search text. */
export function filterByName<T extends { name: string }>(list: T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  return needle ? list.filter((u) => u.name.toLowerCase().includes(needle)) : list;
}

/** Invite on-the-job staff who are not in the group yet; the button waits for one ticked. */
export function InviteModal({ open, sysChannelId, onClose }: InviteModalProps) {
  const { t } = useTranslation('chat');
  const { message: toast } = App.useApp();
  const [search, setSearch] = useState('');
  const [ticked, setTicked] = useState<string[]>([]);
  const invite = useInviteToGroup();
  const staff = useQuery({
    queryKey: chatKeys.onTheJob(sysChannelId),
    // On-the-job staff not already in the channel.
    queryFn: () => call(routes.onTheJobList, { query: { channelId: sysChannelId } }),
    enabled: open,
  });
  const candidates = useMemo(
    () => (staff.data ?? []).filter((u): u is OnTheJobUser & { imUid: string } => !!u.imUid),
    [staff.data],
  );
  const shown = useMemo(() => filterByName(candidates, search), [candidates, search]);

  const close = () => {
    setTicked([]);
    setSearch('');
    onClose();
  };

  const send = () => {
    if (invite.isPending) return;
    invite.mutate(
      { uidList: ticked, sysChannelId },
      {
        onSuccess: () => {
          void toast.success(t('inviteDone'));
          close();
        },
      },
    );
  };

  return (
    <ActionModal
      open={open}
      title={t('inviteTitle')}
      okText={t('invite')}
      okDisabled={ticked.length === 0}
      busy={invite.isPending}
      onOk={send}
      onCancel={close}
    >
      <SearchBox label={t('searchStaff')} value={search} onChange={setSearch} />
      <div style={{ maxHeight: 320, overflowY: 'auto', marginTop: 8 }}>
        {staff.isLoading ? (
          <Spin />
        ) : shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Checkbox.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
            value={ticked}
            onChange={(v) => setTicked(v as string[])}
            options={shown.map((u) => ({ label: u.name, value: u.imUid }))}
          />
        )}
      </div>
    </ActionModal>
  );
}
