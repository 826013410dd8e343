import { Button } from 'antd-mobile';
import { useNavigate } from '@/lib/use-navigate';
import { paths } from '@/config/paths';
import { isTrial, useProfile } from '@/lib/profile';
import '../hong-bao.css';

/** The room's 发红包 button (members only: trial accounts and guests cannot send money). */
export function HongBaoEntry({ roomId }: { roomId: number }) {
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  if (!profile || isTrial(profile)) return null;
  return (
    <div className="hb-entry">
      <Button size="mini" color="danger" fill="outline" onClick={() => navigate(paths.hongBaoCreate.getHref({ roomId }))}>
        🧧 发红包
      </Button>
    </div>
  );
}
