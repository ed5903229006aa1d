import { addMessages } from '@portal/shared';
import zhCN from './zh-cn';
import zhTW from './zh-tw';
import en from './en';

const NAMESPACE = 'dispatch';

addMessages(NAMESPACE, { zh_CN: zhCN, zh_TW: zhTW, en });
