import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@portal/shared';

export const NOT_FOUND_TITLE_KEY = 'host:notFound.title';

export function NotFoundPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const homePath = useSessionStore((s) => s.user?.homePath) || '/';
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFound.subTitle')}
      extra={
        <Button type="primary" onClick={() => navigate(homePath)}>
          {t('notFound.backHome')}
        </Button>
      }
    />
  );
}
