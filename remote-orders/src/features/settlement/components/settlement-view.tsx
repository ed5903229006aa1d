import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  App,
  Button,
  Card,
  Flex,
  Input,
  Segmented,
  Space,
  Statistic,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { CheckOutlined, DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FIRST_PAGE, formatDateTime, orDash, type PageState } from '@portal/shared';
import { FeeTable, PagedTable, formatAmount, sumAmounts } from '@portal/shared/ui';
import type { SettlementRow, SettlementStatus } from '@portal/shared/contract';
import { useConfirmSettlement, useExportSettlement, useSettlementPage } from '../hooks/use-settlement';
import { orderAmount, selectionTotal } from '../totals';
import { ObjectionModal } from './objection-modal';

export const orderDetailsPath = (id: number) => `/orderQueryDetails?id=${id}`;

/** /settlement: orders awaiting the customer's confirmation with their fees; confirm, object, export. */
export function SettlementView() {
  const { t } = useTranslation('orders');
  const { message, modal } = App.useApp();
  const [status, setStatus] = useState<SettlementStatus>('pendingConfirmation');
  const [serviceNo, setServiceNo] = useState('');
  const [page, setPage] = useState<PageState>(FIRST_PAGE);
  const [selected, setSelected] = useState<number[]>([]);
  const [objecting, setObjecting] = useState<SettlementRow | null>(null);
  const query = useSettlementPage({ ...page, status, serviceNo });
  const confirm = useConfirmSettlement();
  const exporting = useExportSettlement();
  const pending = status === 'pendingConfirmation';
  const rows = query.data?.records ?? [];
  const chosen = selectionTotal(rows, selected);

  const askToConfirm = (ids: number[], serviceNos: string[]) => {
    modal.confirm({
      title: t('settlement.confirmTitle'),
      content:
        ids.length === 1
          ? t('settlement.confirmOne', { serviceNo: serviceNos[0] })
          : t('settlement.confirmMany', { count: ids.length }),
      okText: t('common:common.ok'),
      cancelText: t('common:common.cancel'),
      onOk: () =>
        confirm.mutateAsync(ids).then(({ confirmed }) => {
          void message.success(t('settlement.confirmed', { count: confirmed }));
          setSelected((current) => current.filter((id) => !ids.includes(id)));
        }),
    });
  };

  const timeColumn = (field: 'completionTime' | 'settlementTime' | 'confirmTime') => ({
    title: t(`common:orderField.${field}`),
    dataIndex: field,
    width: 170,
    render: formatDateTime,
  });
  const columns: TableColumnsType<SettlementRow> = [
    {
      title: t('common:orderField.serviceNo'),
      dataIndex: 'serviceNo',
      width: 170,
      fixed: 'left',
      render: (value: string, row) => <Link to={orderDetailsPath(row.id)}>{value}</Link>,
    },
    { title: t('common:orderField.projectName'), dataIndex: 'projectName', width: 150, ellipsis: true },
    { title: t('common:orderField.repairUserName'), dataIndex: 'repairUserName', width: 130, ellipsis: true },
    {
      title: t('settlement.amount'),
      key: 'amount',
      width: 130,
      align: 'right',
      render: (_, row) => <Typography.Text strong>{formatAmount(orderAmount(row))}</Typography.Text>,
    },
    { title: t('common:orderField.serviceContent'), dataIndex: 'serviceContent', width: 100 },
    { title: t('common:orderField.engineerName'), dataIndex: 'engineerName', width: 100, render: orDash },
    timeColumn('completionTime'),
    timeColumn(pending ? 'settlementTime' : 'confirmTime'),
    {
      title: t('common:common.actions'),
      key: 'actions',
      width: pending ? 150 : 80,
      fixed: 'right',
      render: (_, row) =>
        pending ? (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => askToConfirm([row.id], [row.serviceNo])}>
              {t('settlement.confirm')}
            </Button>
            <Button type="link" size="small" danger onClick={() => setObjecting(row)}>
              {t('settlement.objection')}
            </Button>
          </Space>
        ) : (
          <Link to={orderDetailsPath(row.id)}>{t('common:common.details')}</Link>
        ),
    },
  ];
  /** Table columns before the amount: selection (when confirming), expand, then three of the above. */
  const beforeAmount = (pending ? 1 : 0) + 1 + 3;

  return (
    <Card variant="borderless">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Space wrap>
          <Segmented<SettlementStatus>
            value={status}
            onChange={(next) => {
              setStatus(next);
              setSelected([]);
              setPage((p) => ({ ...p, current: 1 }));
            }}
            options={[
              { value: 'pendingConfirmation', label: t('common:status.pendingConfirmation') },
              { value: 'confirmed', label: t('common:status.confirmed') },
            ]}
          />
          <Input.Search
            allowClear
            placeholder={t('common:orderField.serviceNo')}
            aria-label={t('common:orderField.serviceNo')}
            enterButton={t('common:common.search')}
            onSearch={(value) => {
              setServiceNo(value.trim());
              setPage((p) => ({ ...p, current: 1 }));
            }}
            style={{ width: 300 }}
          />
        </Space>
        <Space wrap>
          {pending && (
            <Button
              type="primary"
              icon={<CheckOutlined />}
              disabled={selected.length === 0}
              loading={confirm.isPending}
              onClick={() =>
                askToConfirm(
                  selected,
                  rows.filter((r) => selected.includes(r.id)).map((r) => r.serviceNo),
                )
              }
            >
              {t('settlement.confirmSelected')}
            </Button>
          )}
          <Button
            icon={<DownloadOutlined />}
            loading={exporting.isPending}
            onClick={() =>
              exporting.mutate(
                { status, serviceNo },
                { onSuccess: () => void message.success(t('orderQuery.exported')) },
              )
            }
          >
            {t('common:common.export')}
          </Button>
        </Space>
      </Flex>
      <Flex gap={32} wrap style={{ marginBottom: 16 }}>
        <Statistic
          title={t('settlement.grandTotal')}
          value={formatAmount(query.data?.grandTotal.income ?? 0)}
          prefix="¥"
          loading={query.isPending}
        />
        {pending && (
          <Statistic
            title={t('settlement.selectedTotal', { count: chosen.count })}
            value={formatAmount(chosen.amount)}
            prefix="¥"
          />
        )}
      </Flex>
      <PagedTable<SettlementRow>
        rowKey="id"
        columns={columns}
        query={query}
        page={page}
        onPage={setPage}
        scroll={{ x: 1250 }}
        rowSelection={
          pending
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                preserveSelectedRowKeys: false,
              }
            : undefined
        }
        expandable={{
          expandedRowRender: (row) => (
            <FeeTable rows={row.fees.filter((fee) => fee.kind === 'income')} total={orderAmount(row)} />
          ),
        }}
        summary={() =>
          rows.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={beforeAmount}>
                <Typography.Text strong>{t('settlement.pageTotal')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={beforeAmount} align="right">
                <Typography.Text strong>{formatAmount(sumAmounts(rows.map(orderAmount)))}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={beforeAmount + 1} colSpan={5} />
            </Table.Summary.Row>
          ) : null
        }
      />
      <ObjectionModal order={objecting} onClose={() => setObjecting(null)} />
    </Card>
  );
}
