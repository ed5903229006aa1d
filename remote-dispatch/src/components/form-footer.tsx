import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

/** Cancel and submit at the foot of a dialog's form. */
export function FormFooter({
  onCancel,
  loading,
  okText,
}: {
  onCancel: () => void;
  loading: boolean;
  okText?: string;
}) {
  const { t } = useTranslation('dispatch');
  return (
    <Flex justify="flex-end" gap={8}>
      <Button onClick={onCancel}>{t('common:common.cancel')}</Button>
      <Button type="primary" htmlType="submit" loading={loading}>
        {okText ?? t('common:common.ok')}
      </Button>
    </Flex>
  );
}
