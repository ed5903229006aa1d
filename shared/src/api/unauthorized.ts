import { i18n } from '../i18n';
import { useSessionStore } from '../stores/session-store';
import { eventBus } from '../events/event-bus';
import { loginPathFrom, navigateTo } from './navigation';

let alertOpen = false;

/**
 * SPEC section 8, 401: on the home path go straight to login; elsewhere the 系统提示 alert whose
 * 重新登录 button clears the token and goes to /login with `from` set.
 */
export function handleUnauthorized(): void {
  const { pathname, search } = window.location;
  const homePath = useSessionStore.getState().user?.homePath ?? '/workplace';
  if (pathname === '/' || pathname === homePath) {
    useSessionStore.getState().clear();
    navigateTo('/login', { replace: true });
    return;
  }
  if (alertOpen) return;
  alertOpen = true;
  const target = loginPathFrom({ pathname, search });
  eventBus.emit('auth:expired', { from: pathname + search });
  // antd on demand: this entry is what the login page loads, and it must not pull in the whole library.
  void import('antd').then(({ Modal }) =>
    Modal.warning({
      title: i18n.t('http.expiredTitle'),
      content: i18n.t('http.expiredContent'),
      okText: i18n.t('http.relogin'),
      closable: false,
      maskClosable: false,
      keyboard: false,
      className: 'portal-session-expired',
      onOk: () => {
        alertOpen = false;
        useSessionStore.getState().clear();
        navigateTo(target, { replace: true });
      },
    }),
  );
}
