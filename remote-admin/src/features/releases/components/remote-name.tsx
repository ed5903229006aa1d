import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A remote's readable name with its federation name beside (or, `stacked`, below) it. */
export function RemoteName({ remote, stacked }: { remote: string; stacked?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <span
      style={
        stacked ? { display: 'inline-flex', flexDirection: 'column', alignItems: 'start', gap: 4 } : undefined
      }
    >
      <Typography.Text strong>{t(`release.remotes.${remote}`, { defaultValue: remote })}</Typography.Text>{' '}
      <Typography.Text type="secondary" code style={{ whiteSpace: 'nowrap' }}>
        {remote}
      </Typography.Text>
    </span>
  );
}
