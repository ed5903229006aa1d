import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServiceOrderRow } from '@portal/shared';
import { rowActions, upgradeLabelKey, type RowAction, type StepsOf } from '../../../lib/order-flow';
import { paths } from '../../../lib/paths';
import { ActionDialogs, PAGE_OF, type ActionDialog } from './action-dialogs';

type Dialog = ActionDialog | null;
type Row = Pick<ServiceOrderRow, 'id' | 'appointmentTime' | 'contactName' | 'contactPhone'> & StepsOf;

/** How many actions show as links before the rest go into 更多. */
const INLINE = 2;

/** The station's actions for one order: only those the steps the server offers on it allow. */
export function RowActions({ row }: { row: Row }) {
  const { t } = useTranslation('dispatch');
  const [dialog, setDialog] = useState<Dialog>(null);
  const label = (action: RowAction) => t(action === 'upgrade' ? upgradeLabelKey(row) : `action.${action}`);
  const actions = rowActions(row).filter((a) => a !== 'details');
  const inline = actions.slice(0, INLINE);
  const more = actions.slice(INLINE);

  const render = (action: RowAction) => {
    const to = PAGE_OF[action];
    if (to) {
      return (
        <Link key={action} to={to(row.id)}>
          {label(action)}
        </Link>
      );
    }
    return (
      <Button
        key={action}
        type="link"
        size="small"
        style={{ padding: 0 }}
        onClick={() => setDialog(action as Dialog)}
      >
        {label(action)}
      </Button>
    );
  };

  return (
    <>
      <Space size={12} wrap={false}>
        {inline.map(render)}
        <Link to={paths.details(row.id)}>{t('action.details')}</Link>
        {more.length ? (
          <Dropdown
            trigger={['click']}
            menu={{
              items: more.map((action) => ({
                key: action,
                label: PAGE_OF[action] ? (
                  <Link to={PAGE_OF[action]!(row.id)}>{label(action)}</Link>
                ) : (
                  label(action)
                ),
              })),
              onClick: ({ key }) => {
                if (!PAGE_OF[key as RowAction]) setDialog(key as Dialog);
              },
            }}
          >
            <Button type="link" size="small" style={{ padding: 0 }}>
              {t('action.more')}
            </Button>
          </Dropdown>
        ) : null}
      </Space>
      <ActionDialogs
        open={dialog}
        order={row}
        callees={row.contactPhone ? [{ label: row.contactName, phone: row.contactPhone }] : []}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
