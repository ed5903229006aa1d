import { useMemo, useState } from 'react';
import { App, Checkbox, Empty, Input, Modal, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { batchJoinGroup } from '../api/batch-join-group';
import { getOnTheJobList, type OnTheJobUser } from '../api/get-on-the-job-list';

export interface InviteModalProps {
  open: boolean;
  sysChannelId: number;
  onClose(): void;
  onInvited(): void;
}

/** Names containing the trimmed search text. */
export function filterByName<T extends { name: string }>(list: T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  return needle ? list.filter((u) => u.name.toLowerCase().includes(needle)) : list;
}

/** Invite on-the-job staff who are not in the group yet; the button waits for one ticked. */
export function InviteModal({ open, sysChannelId, onClose, onInvited }: InviteModalProps) {
  const { t } = useTranslation('chat');
  const { message: toast } = App.useApp();
  const [search, setSearch] = useState('');
  const [ticked, setTicked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const staff = useQuery({
    queryKey: ['chat', 'onTheJob', sysChannelId],
    queryFn: () => getOnTheJobList(sysChannelId),
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

  const invite = async () => {
    setSaving(true);
    try {
      await batchJoinGroup({ uidList: ticked, sysChannelId });
      void toast.success(t('inviteDone'));
      onInvited();
      close();
      void staff.refetch();
    } catch {
      // The api client has shown why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('inviteTitle')}
      okText={t('invite')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: ticked.length === 0, loading: saving }}
      onOk={() => void invite()}
      onCancel={close}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        placeholder={t('searchStaff')}
        aria-label={t('searchStaff')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
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
    </Modal>
  );
}
