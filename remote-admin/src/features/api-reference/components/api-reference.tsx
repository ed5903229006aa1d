import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { loadScalar, REFERENCE_CONFIGURATION, type ScalarReference } from '../lib/scalar';

type LoadState = 'loading' | 'shown' | 'failed';

/** The portal's HTTP API (its OpenAPI document) as Scalar's reference, mounted in this page. */
export function ApiReference({ load = loadScalar }: { load?: typeof loadScalar }) {
  const { t } = useTranslation('admin');
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let reference: ScalarReference | null = null;
    let left = false;
    load()
      .then((scalar) => {
        if (left || !holder.current) return;
        reference = scalar.createApiReference(holder.current, REFERENCE_CONFIGURATION);
        setState('shown');
      })
      .catch(() => {
        if (!left) setState('failed');
      });
    return () => {
      left = true;
      reference?.destroy();
    };
  }, [load, attempt]);

  const retry = () => {
    setState('loading');
    setAttempt((n) => n + 1);
  };

  return (
    <div className="api-reference" aria-busy={state === 'loading'}>
      {state === 'loading' && (
        <Flex align="center" justify="center" gap={8} style={{ padding: 48 }}>
          <Spin />
          <span>{t('apiReference.loading')}</span>
        </Flex>
      )}
      {state === 'failed' && (
        <Result
          status="warning"
          title={t('apiReference.failed')}
          extra={
            <Button type="primary" onClick={retry}>
              {t('apiReference.retry')}
            </Button>
          }
        />
      )}
      <div ref={holder} hidden={state === 'failed'} />
    </div>
  );
}
