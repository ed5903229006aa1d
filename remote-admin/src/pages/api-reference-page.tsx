import '../locales';
import { RemoteRoot } from '@portal/shared/ui';
import { ApiReference } from '../features/api-reference/components/api-reference';

/** /apiReference (managers): the HTTP API's reference, read from /api/openapi.json. */
export default function ApiReferencePage() {
  return (
    <RemoteRoot>
      <ApiReference />
    </RemoteRoot>
  );
}
