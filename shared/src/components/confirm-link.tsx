import type { CSSProperties, ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ConfirmLinkProps {
  /** The question asked before acting. */
  title: ReactNode;
  /** Runs on 确定; a returned promise keeps the confirmation busy until it settles. */
  onConfirm: () => unknown;
  /** A destructive action: red link and red 确定. */
  danger?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}

/** A row action of a table, drawn as a small link, that asks before it acts. */
export function ConfirmLink({ title, onConfirm, danger, style, children }: ConfirmLinkProps) {
  const { t } = useTranslation('common');
  return (
    <Popconfirm
      title={title}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger }}
      onConfirm={onConfirm}
    >
      <Button type="link" size="small" danger={danger} style={style}>
        {children}
      </Button>
    </Popconfirm>
  );
}
