import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Page title = route title + product name. */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const product = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} - ${product}` : product;
  }, [title, product]);
}
