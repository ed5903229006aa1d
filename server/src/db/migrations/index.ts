import { sql as init } from './001-init';
import { sql as customerApi } from './002-customer-api';
import { sql as dispatch } from './003-dispatch';
import { sql as hardening } from './004-hardening';
import { sql as chat } from './005-chat';
import { statements as orderCounts } from './006-order-counts';
import { sql as remoteVersions } from './007-remote-versions';
import { statements as userNoticesTabSearch } from './008-user-notices-tab-search';
import { statements as chatUnreadVersion } from './009-chat-unread-version';
import { statements as orderChange } from './010-order-change';
import { statements as orderTimeIndexes } from './011-order-time-indexes';
import { statements as releaseRight } from './012-release-right';
import { statements as chatSystemEvents } from './013-chat-system-events';
import { statements as idempotencyActedAt } from './014-idempotency-acted-at';

export interface Migration {
  id: string;
  /** The whole migration; run split on `;` unless `statements` lists them (bodies holding semicolons). */
  sql: string;
  statements?: string[];
}

/** Applied in order, each once; never edit one that has shipped: add the next. */
export const migrations: Migration[] = [
  { id: '001-init', sql: init },
  { id: '002-customer-api', sql: customerApi },
  { id: '003-dispatch', sql: dispatch },
  { id: '004-hardening', sql: hardening },
  { id: '005-chat', sql: chat },
  { id: '006-order-counts', sql: orderCounts.join(';\n'), statements: orderCounts },
  { id: '007-remote-versions', sql: remoteVersions },
  {
    id: '008-user-notices-tab-search',
    sql: userNoticesTabSearch.join(';\n'),
    statements: userNoticesTabSearch,
  },
  { id: '009-chat-unread-version', sql: chatUnreadVersion.join(';\n'), statements: chatUnreadVersion },
  { id: '010-order-change', sql: orderChange.join(';\n'), statements: orderChange },
  { id: '011-order-time-indexes', sql: orderTimeIndexes.join(';\n'), statements: orderTimeIndexes },
  { id: '012-release-right', sql: releaseRight.join(';\n'), statements: releaseRight },
  { id: '013-chat-system-events', sql: chatSystemEvents.join(';\n'), statements: chatSystemEvents },
  { id: '014-idempotency-acted-at', sql: idempotencyActedAt.join(';\n'), statements: idempotencyActedAt },
];
