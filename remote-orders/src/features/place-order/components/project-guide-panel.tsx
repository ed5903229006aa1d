import { useState, type ReactNode } from 'react';
import { Card, Empty, Flex, Input, Skeleton, Typography } from 'antd';
import { FileOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@portal/shared';
import { useProjectDocuments, useProjectGuidelines } from '../hooks/use-place-order';

/** SPEC section 9: the guideline search waits 300 ms after the last keystroke. */
export const GUIDELINE_SEARCH_DEBOUNCE_MS = 300;

function TextList({
  label,
  empty,
  items,
  ordered = false,
}: {
  label: string;
  empty: string;
  items: Array<{ key: number; node: ReactNode }>;
  ordered?: boolean;
}) {
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag
      aria-label={label}
      style={{ margin: 0, paddingInlineStart: ordered ? 20 : 0, listStyle: ordered ? undefined : 'none' }}
    >
      {items.map((item) => (
        <li key={item.key} style={{ padding: '6px 0' }}>
          {item.node}
        </li>
      ))}
    </Tag>
  );
}

interface Props {
  projectId?: number;
  serviceContentId?: number;
}

/** What the chosen project asks of an order: its guidelines (searchable) and documents. */
export function ProjectGuidePanel({ projectId, serviceContentId }: Props) {
  const { t } = useTranslation('orders');
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword, GUIDELINE_SEARCH_DEBOUNCE_MS);
  const guidelines = useProjectGuidelines(projectId, debounced);
  const documents = useProjectDocuments(projectId, serviceContentId);
  const noProject = (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('placeOrder.selectProjectFirst')} />
  );

  return (
    <Flex vertical gap={16}>
      <Card title={t('placeOrder.guidelines')} size="small">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('placeOrder.guidelineSearch')}
          aria-label={t('placeOrder.guidelineSearch')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          disabled={projectId === undefined}
          style={{ marginBottom: 12 }}
        />
        {projectId === undefined ? (
          noProject
        ) : guidelines.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : (
          <TextList
            label={t('placeOrder.guidelines')}
            empty={t('placeOrder.noGuidelines')}
            ordered
            items={(guidelines.data ?? []).map((item) => ({
              key: item.id,
              node: <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{item.content}</Typography.Text>,
            }))}
          />
        )}
      </Card>
      <Card title={t('placeOrder.documents')} size="small">
        {projectId === undefined ? (
          noProject
        ) : documents.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <TextList
            label={t('placeOrder.documents')}
            empty={t('placeOrder.noDocuments')}
            items={(documents.data ?? []).map((doc) => ({
              key: doc.id,
              node: (
                <Typography.Link href={doc.filePath} target="_blank" rel="noopener noreferrer">
                  <FileOutlined /> {doc.originName}
                </Typography.Link>
              ),
            }))}
          />
        )}
      </Card>
    </Flex>
  );
}
