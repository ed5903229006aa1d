import Dropdown from 'antd/es/dropdown';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '@portal/shared';

/** Each language is named in itself, so anyone can find their own. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  zh_CN: '简体中文',
  zh_TW: '繁體中文',
  en: 'English',
};

export function LanguageSwitch({ className = 'portal-header-action' }: { className?: string }) {
  const { t, i18n } = useTranslation('host');
  const current = (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : 'zh_CN';
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
        aria-label={t('header.language')}
        title={t('header.language')}
      >
        <GlobalOutlined />
        <span style={{ fontSize: 14 }}>{LANGUAGE_NAMES[current]}</span>
      </button>
    </Dropdown>
  );
}
