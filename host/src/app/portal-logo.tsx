import { useTranslation } from 'react-i18next';
import { LogoMark } from '../components/logo-mark';

/** With "logo auto size" the mark and name scale with the bar; otherwise they keep a fixed size. */
export function PortalLogo({
  autoSize,
  showName,
  width,
}: {
  autoSize: boolean;
  showName: boolean;
  width?: number;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={`portal-logo${autoSize ? ' is-auto' : ''}`}
      style={{ width, justifyContent: showName ? undefined : 'center' }}
    >
      <LogoMark />
      {showName ? <span>{t('app.name')}</span> : null}
    </div>
  );
}
