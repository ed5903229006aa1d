import { useTranslation } from 'react-i18next';
import { OrderDetailPage } from '../features/order-detail/components/order-detail-page';
import { OrderSummaryCard } from '../features/order-detail/components/order-summary-card';
import { FeeStepCard } from '../features/settlement/components/fee-step-card';
import { SettlementCard } from '../features/settlement/components/settlement-card';

/**
 * /dispatchStation/income?id= (关单): income fee rows with the acceptance, then the expense rows,
 * then the settlement for the customer; each button only in the status that allows it.
 */
export default function IncomePage() {
  const { t } = useTranslation('dispatch');
  return (
    <OrderDetailPage>
      {(o) => {
        const rows = o.fees?.rows ?? [];
        return (
          <>
            <OrderSummaryCard order={o} />
            <FeeStepCard
              key={`${o.status}-income`}
              name={t('fee.incomeTitle')}
              formName={`income-fees-${o.id}`}
              title={t('fee.incomeTitle')}
              rows={rows.filter((f) => f.kind === 'income')}
              action={t('action.accept')}
              order={o}
              step="accept"
            />
            <FeeStepCard
              key={`${o.status}-expense`}
              name={t('fee.expenseTitle')}
              formName={`expense-fees-${o.id}`}
              title={t('fee.expenseTitle')}
              rows={rows.filter((f) => f.kind === 'expense')}
              action={t('action.closeExpenses')}
              order={o}
              step="closeExpenses"
            />
            <SettlementCard order={o} />
          </>
        );
      }}
    </OrderDetailPage>
  );
}
