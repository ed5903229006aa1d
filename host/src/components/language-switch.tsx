import Dropdown from 'antd/es/dropdown';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '@portal/shared';
import { LANGUAGE_NAMES, portalLanguage } from './language-names';

export function LanguageSwitch({ className = 'portal-header-action' }: { className?: string }) {
  const { t, i18n } = useTranslation('host');
  const current = portalLanguage(i18n.language);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGES.map((lng) => ({ key: lng, label: LANGUAGE_NAMES[lng] })),
        onClick: ({ key }) => void setLanguage(key as Language),
      }}
    >
      <button
        type="button"
        className={className}
        // The name starts with what the button shows (label-in-name), then says what it is for.
        aria-label={`${LANGUAGE_NAMES[current]} ${t('header.language')}`}
        title={t('header.language')}
      >
        <GlobalOutlined />
        <span style={{ fontSize: 14 }}>{LANGUAGE_NAMES[current]}</span>
      </button>
    </Dropdown>
  );
}
