import { useState } from 'react';
import { Empty, List, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call, useDebouncedValue } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { chatKeys } from '../hooks/chat-keys';
import { SearchBox } from './search-box';

/** SPEC section 9: project guideline search debounced 300 ms. */
export const GUIDELINE_SEARCH_DEBOUNCE_MS = 300;

export function ProjectGuidelines({ projectId }: { projectId: number }) {
  const { t } = useTranslation('chat');
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword.trim(), GUIDELINE_SEARCH_DEBOUNCE_MS);
  const list = useQuery({
    queryKey: chatKeys.guidelines(projectId, settled),
    queryFn: () => call(routes.projectGuidelines, { query: { projectId, keyword: settled || undefined } }),
  });
  return (
    <div>
      <Typography.Text strong>{t('ctx.guidelines')}</Typography.Text>
      <SearchBox
        size="small"
        label={t('ctx.searchGuidelines')}
        value={keyword}
        onChange={setKeyword}
        style={{ margin: '6px 0' }}
      />
      <List
        size="small"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        renderItem={(g) => (
          <List.Item>
            <Typography.Text style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>{g.content}</Typography.Text>
          </List.Item>
        )}
      />
    </div>
  );
}
