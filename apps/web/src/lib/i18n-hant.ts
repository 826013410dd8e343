// The 繁體 chunk (lib/i18n.ts loads it with a dynamic import, only when chosen): the Traditional
// table, the localizer for finished Simplified texts, the page catalogue with the DOM translator
// (hant-dom.ts) and antd-mobile's zh-HK texts.
import antdZhHK from 'antd-mobile/es/locales/zh-HK';
import { zhHans } from '@sixmark/shared/i18n/table';
import { createCatalogue } from '@sixmark/shared/i18n/catalogue';
import { createLocalizer } from '@sixmark/shared/i18n/localize';
import { uiHant } from '@sixmark/shared/i18n/ui-zh-Hant';
import { zhHant } from '@sixmark/shared/i18n/zh-Hant';
import { startHantDom, stopHantDom } from './hant-dom';
import { getLocale, subscribeLocale } from './i18n';

export { antdZhHK, zhHant };
export const toHant = createLocalizer(zhHans, zhHant);
/** A displayed Simplified text in 繁體: the page catalogue first, then the message table. */
export const toHantPage = createCatalogue(uiHant, toHant);

// The DOM follows the language: translated while 繁體 is active, restored on the way back.
const follow = () => (getLocale() === 'zh-Hant' ? startHantDom(toHantPage) : stopHantDom());
subscribeLocale(follow);
