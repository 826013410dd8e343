import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, ROLE_PERMISSIONS, type OperatorRole } from '@sixmark/shared';
import { mockApi, renderConsole, signedInAs } from '@admin/test/render';
import { MENU, visibleMenu } from './menu';

const expected: Record<OperatorRole, string[]> = {
  super_admin: ['数据概览', '提现审核', '充值订单', '人工存扣款', '充值通道', '开奖管理', '公告管理', '会员管理', '论坛管理', '审计日志', '运营账号', '后台任务', '优惠活动', '预测卡片', '轮播与广告', '图库', '聊天室', '聊天审核', '客服', '代理管理', '开奖工具', '玩法赔率', '洗码与VIP', '红包设置', '游戏管理', '系统设置', '论坛设置', '平台消息', '加密传输'],
  finance: ['数据概览', '提现审核', '充值订单', '人工存扣款', '充值通道', '会员管理', '代理管理', '洗码与VIP', '红包设置'],
  risk: ['数据概览', '开奖管理', '会员管理', '审计日志', '开奖工具', '玩法赔率'],
  content: ['数据概览', '公告管理', '会员管理', '论坛管理', '优惠活动', '预测卡片', '轮播与广告', '图库', '游戏管理', '论坛设置', '平台消息'],
  support: ['数据概览', '会员管理', '聊天室', '聊天审核', '客服'],
  read_only: ['数据概览', '会员管理'],
};

describe('permission-driven menu', () => {
  it.each(OPERATOR_ROLES)('%s sees exactly the pages its permissions allow', (role) => {
    expect(visibleMenu(ROLE_PERMISSIONS[role]).map((m) => m.label)).toEqual(expected[role]);
  });

  it.each(['finance', 'content'] as const)('renders only the permitted entries for %s, and a page outside them answers 无权访问', async (role) => {
    mockApi({
      'GET /admin/auth/me': signedInAs(role),
      'GET /admin/audit': () => ({ data: { data: [], totalCount: 0 } }),
    });
    renderConsole('/audit');
    const menu = await screen.findByRole('menu');
    for (const m of MENU) {
      const shown = expected[role].includes(m.label);
      expect(!!within(menu).queryByText(m.label), `${role} ${m.label}`).toBe(shown);
    }
    expect(await screen.findByText('无权访问')).toBeInTheDocument();
  });
});
