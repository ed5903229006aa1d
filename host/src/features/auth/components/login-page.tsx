import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { call, useSessionStore, type UserInfo } from '@portal/shared';
import { authRoutes } from '@portal/shared/contract';
import { PublicShell } from '../../../components/public-shell';
import { SvgIcon } from '../../../components/svg-icon';
import { usePageTitle } from '../../../components/use-page-title';
import { errorText } from '../../../components/error-text';
import { fetchUserDetail } from '../api/user-detail';
import { landingPath } from '../../../app/landing-path';
import { loadSignedIn, prefetchSignedIn } from '../../../app/signed-in-chunks';

interface LoginForm {
  username: string;
  password: string;
  remember: boolean;
}

type Field = 'username' | 'password';
type Problems = Partial<Record<Field, 'login.usernameRequired' | 'login.passwordRequired'>>;

/** The message a field needs, if any: both are required, and a username of spaces is none. */
const problemOf = (field: Field, values: LoginForm): Problems[Field] => {
  const filled = field === 'username' ? values.username.trim() !== '' : values.password !== '';
  return filled ? undefined : `login.${field}Required`;
};

async function signIn(values: LoginForm): Promise<UserInfo> {
  const { token } = await call(
    authRoutes.login,
    { body: { username: values.username.trim(), password: values.password } },
    // The page says what went wrong itself (beside the form), not in a toast.
    { silent: true },
  );
  const session = useSessionStore.getState();
  session.signIn(token, values.remember);
  try {
    const user = await fetchUserDetail({ silent: true });
    // As a start with a saved token does: the phone can start offline from this sign-in on. The
    // signed-in page does not wait for it (IndexedDB work on a phone's CPU).
    void import('../../../sw/field-data')
      .then((field) => field.keepSignedInUser(user))
      .catch(() => undefined);
    useSessionStore.getState().setUser(user);
    return user;
  } catch (error) {
    useSessionStore.getState().clear();
    throw error;
  }
}

/** Downloads the signed-in portal's code while the visitor types (after the page's load, in idle time), without running it. */
function usePreloadSignedIn() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    let handle: number | undefined;
    const start = () => (handle = idle(prefetchSignedIn));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (handle !== undefined) cancel(handle);
    };
  }, []);
}

let warmed = false;
/**
 * Runs the prefetched signed-in code once the visitor types their password (and at the latest on
 * 登录), while the sign-in requests are under way: the signed-in page then renders as soon as they
 * answer, and a page load that nobody types into (a first visit, an audit) never pays for it.
 */
function warmSignedIn() {
  if (warmed) return;
  warmed = true;
  void loadSignedIn().catch(() => {
    warmed = false;
  });
}

/**
 * The sign-in form, drawn without antd (see PublicShell) so that the page is usable as soon as React is:
 * the same fields, checks and messages as the rest of the portal's forms.
 */
export function LoginPage() {
  const { t } = useTranslation('host');
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const [values, setValues] = useState<LoginForm>({ username: '', password: '', remember: true });
  const [problems, setProblems] = useState<Problems>({});
  const [showPassword, setShowPassword] = useState(false);
  usePageTitle(t('login.title'));
  usePreloadSignedIn();

  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: (user) => navigate(landingPath(user, location.search), { replace: true }),
  });

  const edit = (field: Field, value: string) => {
    if (field === 'password') warmSignedIn();
    const next = { ...values, [field]: value };
    setValues(next);
    setProblems((current) => ({ ...current, [field]: problemOf(field, next) }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found: Problems = {
      username: problemOf('username', values),
      password: problemOf('password', values),
    };
    setProblems(found);
    const first = (['username', 'password'] as const).find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
    else {
      warmSignedIn();
      mutation.mutate(values);
    }
  };

  const input = (field: Field, icon: typeof UserOutlined, extra: ReactNode = null) => {
    const problem = problems[field];
    const inputId = `${id}-${field}`;
    return (
      <div className={problem ? 'portal-field has-error' : 'portal-field'}>
        <label htmlFor={inputId}>{t(`login.${field}`)}</label>
        <div className={problem ? 'portal-input is-invalid' : 'portal-input'}>
          <SvgIcon icon={icon} />
          <input
            id={inputId}
            name={field}
            type={field === 'password' && !showPassword ? 'password' : 'text'}
            autoComplete={field === 'username' ? 'username' : 'current-password'}
            value={values[field]}
            onChange={(event) => edit(field, event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
          />
          {extra}
        </div>
        {problem ? (
          <div id={`${inputId}-problem`} className="portal-field-error" role="alert">
            {t(problem)}
          </div>
        ) : null}
      </div>
    );
  };

  return (
    <PublicShell title={t('login.welcome')}>
      <form name="login" noValidate onSubmit={submit}>
        {input('username', UserOutlined)}
        {input(
          'password',
          LockOutlined,
          <button
            type="button"
            className="portal-input-toggle"
            aria-label={t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            <SvgIcon icon={showPassword ? EyeOutlined : EyeInvisibleOutlined} />
          </button>,
        )}
        <div className="portal-public-row">
          <label>
            <input
              type="checkbox"
              name="remember"
              checked={values.remember}
              onChange={(event) => setValues({ ...values, remember: event.target.checked })}
            />
            {t('login.remember')}
          </label>
          <Link to="/forget">{t('login.forget')}</Link>
        </div>
        {mutation.isError ? (
          <div className="portal-public-alert" role="alert">
            <SvgIcon icon={CloseCircleFilled} />
            <span>{errorText(mutation.error)}</span>
          </div>
        ) : null}
        <button type="submit" className="portal-public-submit" aria-busy={mutation.isPending}>
          {mutation.isPending ? <span className="portal-spinner" aria-hidden /> : null}
          {t('login.title')}
        </button>
      </form>
    </PublicShell>
  );
}
