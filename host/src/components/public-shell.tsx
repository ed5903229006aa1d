import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from './logo-mark';
import { PublicLanguageSelect } from './public-language-select';
import { PUBLIC_CSS } from './public-styles';

/** The frame of the pages shown without a session (login, forgotten password), drawn without antd. */
export function PublicShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="portal-public">
      <style>{PUBLIC_CSS}</style>
      <header className="portal-public-top">
        <div className="portal-public-brand">
          <LogoMark />
          <span>{t('app.name')}</span>
        </div>
        <PublicLanguageSelect />
      </header>
      <main className="portal-public-main">
        <section className="portal-public-card" aria-labelledby="portal-public-title">
          <h1 id="portal-public-title">{title}</h1>
          {children}
        </section>
      </main>
    </div>
  );
}
