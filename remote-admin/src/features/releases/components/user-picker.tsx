import { useMemo, useState } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserOptions, useUserSearch } from '../hooks/use-user-options';
import type { UserOption } from '../api/types';

interface UserPickerProps {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
}

export const userLabel = (user: UserOption) => `${user.name}（${user.username}）`;

/** Picks users by id, searching name, username or phone on the server. */
export function UserPicker({ id, value = [], onChange }: UserPickerProps) {
  const { t } = useTranslation('admin');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const search = useUserSearch(keyword, open);
  const known = useUserOptions(value);

  const options = useMemo(() => {
    const byId = new Map<number, UserOption>();
    for (const user of known.values()) byId.set(user.id, user);
    for (const user of search.data ?? []) byId.set(user.id, user);
    const listed = value.map((userId) => ({
      value: userId,
      label: byId.has(userId) ? userLabel(byId.get(userId) as UserOption) : `#${userId}`,
    }));
    const found = (search.data ?? [])
      .filter((user) => !value.includes(user.id))
      .map((user) => ({ value: user.id, label: userLabel(user) }));
    return [...listed, ...found];
  }, [known, search.data, value]);

  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      value={value}
      onChange={(next) => {
        setKeyword('');
        onChange?.(next);
      }}
      options={options}
      placeholder={t('release.usersPlaceholder')}
      showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
      onOpenChange={setOpen}
      notFoundContent={search.settled ? undefined : <Spin size="small" />}
      allowClear
      style={{ width: '100%' }}
    />
  );
}
