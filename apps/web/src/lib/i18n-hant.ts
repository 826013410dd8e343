// The 繁體 chunk (lib/i18n.ts loads it with a dynamic import, only when chosen): the Traditional
// table, the localizer for finished Simplified texts and antd-mobile's zh-HK texts.
import antdZhHK from 'antd-mobile/es/locales/zh-HK';
import { zhHans } from '@sixmark/shared/i18n/table';
import { createLocalizer } from '@sixmark/shared/i18n/localize';
import { zhHant } from '@sixmark/shared/i18n/zh-Hant';

export { antdZhHK, zhHant };
export const toHant = createLocalizer(zhHans, zhHant);
