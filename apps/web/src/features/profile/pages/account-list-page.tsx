import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { PageShell } from '@/components/page-shell';
import { paths, routes } from '@/config/paths';
import { useBanks } from '../api/get-banks';

/** 银行卡管理: the member's bank accounts, tap one to edit, or add a new one. */
export default function AccountListPage() {
  const navigate = useNavigate();
  const { data: banks, isLoading } = useBanks();
  return (
    <PageShell title={routes.accountList.title}>
      {!isLoading && (banks ?? []).length === 0 && <EmptyState description="暂未绑定银行卡" />}
      {(banks ?? []).length > 0 && (
        <List mode="card">
          {banks!.map((b) => (
            <List.Item
              key={b.id}
              description={`${b.holderName}${b.bankBranch ? ` · ${b.bankBranch}` : ''}`}
              extra={b.isDefault ? '默认' : undefined}
              onClick={() => navigate(`${paths.updateAccount.path}?id=${b.id}`)}
            >
              {b.bankName} {b.cardNoMasked}
            </List.Item>
          ))}
        </List>
      )}
      <div style={{ padding: 16 }}>
        <Button block color="primary" onClick={() => navigate(paths.updateAccount.path)}>
          添加银行卡
        </Button>
      </div>
    </PageShell>
  );
}
