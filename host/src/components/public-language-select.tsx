import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage, type Language } from '@portal/shared';
import { LANGUAGE_NAMES, portalLanguage } from './language-names';
import { SvgIcon } from './svg-icon';

/** The language choice of the pages shown before sign-in: the browser's own list, under the header's look. */
export function PublicLanguageSelect() {
  const { t, i18n } = useTranslation('host');
  const current = portalLanguage(i18n.language);
  return (
    <div className="portal-language" title={t('header.language')}>
      <SvgIcon icon={GlobalOutlined} />
      <span>{LANGUAGE_NAMES[current]}</span>
      <select
        aria-label={t('header.language')}
        value={current}
        onChange={(event) => void setLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
    </div>
  );
}
