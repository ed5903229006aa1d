import { useState } from 'react';
import { Button } from 'antd';
import BellOutlined from '@ant-design/icons/BellOutlined';
import { useTranslation } from 'react-i18next';

const supported = () => typeof Notification !== 'undefined';

/**
 * 开启消息通知: the one place that asks for the browser's notification permission (from the chat,
 * never at sign-in). Shown only while the browser has not been answered.
 */
export function NotifyPermission() {
  const { t } = useTranslation('chat');
  const [permission, setPermission] = useState(() => (supported() ? Notification.permission : 'denied'));
  if (permission !== 'default') return null;
  return (
    <Button
      type="link"
      size="small"
      icon={<BellOutlined />}
      onClick={() => {
        void Notification.requestPermission().then(setPermission);
      }}
    >
      {t('enableNotify')}
    </Button>
  );
}
