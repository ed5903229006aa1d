import type { ReactNode } from 'react';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** 返回: a detail page's way back to `to` (its list). */
export function BackButton({ to }: { to: string }): ReactNode {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(to)}>
      {t('common.back')}
    </Button>
  );
}
