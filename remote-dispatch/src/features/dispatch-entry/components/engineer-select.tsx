import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStaff } from '../hooks/use-staff';

type Props = Omit<SelectProps<number>, 'options' | 'loading'> & { exclude?: number | null };

/** Technicians (job 18) by name with their current load. */
export function EngineerSelect({ exclude, ...rest }: Props) {
  const { t } = useTranslation('dispatch');
  const staff = useStaff('technician');
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'name' }}
      placeholder={t('entry.engineerRequired')}
      {...rest}
      loading={staff.isPending}
      options={(staff.data ?? [])
        .filter((s) => s.id !== exclude)
        .map((s) => ({
          value: s.id,
          name: s.name,
          label: t('entry.engineerLoad', { name: s.name, count: s.load ?? 0 }),
        }))}
    />
  );
}
