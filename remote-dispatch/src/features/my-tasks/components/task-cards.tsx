import { useTranslation } from 'react-i18next';
import { formatDateTime, type PageState } from '@portal/shared';
import { OrderCards, type PagedQuery } from '@portal/shared/ui';
import { fieldText } from '../../../lib/i18n-labels';
import { paths } from '../../../lib/paths';
import type { EngineerTaskRow } from '@portal/shared/contract';
import { EngineerStepButtons } from './engineer-step-buttons';

interface Props {
  query: PagedQuery<EngineerTaskRow>;
  page: PageState;
  onPage: (page: PageState) => void;
}

const detailsPath = (row: EngineerTaskRow) => paths.taskDetails(row.id);
const steps = (row: EngineerTaskRow) => <EngineerStepButtons order={row} withCompleteLink block />;

/** The task list at phone width: one card per order, the facts stacked, the steps as large buttons. */
export function TaskCards({ query, page, onPage }: Props) {
  const { t } = useTranslation('dispatch');
  return (
    <OrderCards<EngineerTaskRow>
      query={query}
      page={page}
      onPage={onPage}
      cardTestId="task-card"
      detailsPath={detailsPath}
      actions={steps}
      facts={(row) => [
        { key: 'time', label: fieldText(t, 'appointmentTime'), value: formatDateTime(row.appointmentTime) },
        { key: 'user', label: fieldText(t, 'repairUserName'), value: row.repairUserName },
        { key: 'address', label: fieldText(t, 'repairUserAddress'), value: row.repairUserAddress },
        {
          key: 'contact',
          label: fieldText(t, 'contactName'),
          value: (
            <>
              {row.contactName} <a href={`tel:${row.contactPhone}`}>{row.contactPhone}</a>
            </>
          ),
        },
        {
          key: 'project',
          label: fieldText(t, 'projectName'),
          value: `${row.projectName} · ${row.serviceContent}`,
        },
      ]}
    />
  );
}
