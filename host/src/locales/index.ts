import { addMessages } from '@portal/shared';
import zhCN from './zh_CN';
import zhTW from './zh_TW';
import en from './en';

export const HOST_NS = 'host';

addMessages(HOST_NS, { zh_CN: zhCN, zh_TW: zhTW, en });
