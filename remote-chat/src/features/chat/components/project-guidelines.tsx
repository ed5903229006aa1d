import { useState } from 'react';
import { Empty, Input, List, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@portal/shared';
import { getProjectGuidelines } from '../api/get-project-guidelines';

/** SPEC section 9: project guideline search debounced 300 ms. */
export const GUIDELINE_SEARCH_DEBOUNCE_MS = 300;

export function ProjectGuidelines({ projectId }: { projectId: number }) {
  const { t } = useTranslation('chat');
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword.trim(), GUIDELINE_SEARCH_DEBOUNCE_MS);
  const list = useQuery({
    queryKey: ['chat', 'guidelines', projectId, settled],
    queryFn: () => getProjectGuidelines(projectId, settled),
  });
  return (
    <div>
      <Typography.Text strong>{t('ctx.guidelines')}</Typography.Text>
      <Input.Search
        size="small"
        allowClear
        aria-label={t('ctx.searchGuidelines')}
        placeholder={t('ctx.searchGuidelines')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
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
