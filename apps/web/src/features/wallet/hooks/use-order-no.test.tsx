import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getThemeConfig } from '@/config/theme';
import { renderPage } from '@/test/harness';
import { LAST_ORDER_KEY, rechargeStepHref, useOrderNo } from './use-order-no';

function Show({ recall }: { recall?: boolean }) {
  return <output aria-label="order">{useOrderNo(recall) || '-'}</output>;
}

describe('recharge step addresses', () => {
  afterEach(() => sessionStorage.clear());

  it('theme1 puts the order in the path; theme2 uses ?orderNo= on its id-less routes', () => {
    const theme1 = getThemeConfig('theme1');
    const theme2 = getThemeConfig('theme2');
    expect(rechargeStepHref('rechargeProcessing', 'R9', theme1)).toBe('/recharge/processing/R9');
    expect(rechargeStepHref('rechargeThirdParty', 'R9', theme1)).toBe('/recharge/third-party/R9');
    expect(rechargeStepHref('rechargeProcessing', 'R9', theme2)).toBe('/recharge/processing?orderNo=R9');
    expect(rechargeStepHref('rechargeThirdParty', 'R 9', theme2)).toBe('/recharge/third-party?orderNo=R%209');
    expect(sessionStorage.getItem(LAST_ORDER_KEY)).toBe('R 9');
  });

  it('reads the path segment first, then the query string', async () => {
    renderPage(<Show />, { path: '/recharge/processing/:orderId', at: '/recharge/processing/R1?orderNo=R2' });
    expect(await screen.findByLabelText('order')).toHaveTextContent('R1');
  });

  it('reads ?orderNo= on an id-less route', async () => {
    renderPage(<Show />, { path: '/recharge/processing', at: '/recharge/processing?orderNo=R2' });
    expect(await screen.findByLabelText('order')).toHaveTextContent('R2');
  });

  it('recalls the last order of the tab after a reload without a query, only when asked', async () => {
    rechargeStepHref('rechargeProcessing', 'R3', getThemeConfig('theme2'));
    const first = renderPage(<Show recall />, { path: '/recharge/processing', at: '/recharge/processing' });
    expect(await screen.findByLabelText('order')).toHaveTextContent('R3');
    first.unmount();
    // The bank page opened from a menu must not pick up an old order.
    renderPage(<Show />, { path: '/recharge/bank', at: '/recharge/bank' });
    expect(await screen.findByLabelText('order')).toHaveTextContent('-');
  });
});
