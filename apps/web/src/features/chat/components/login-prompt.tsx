import { Button } from 'antd-mobile';
import { msg } from '@sixmark/shared';
import { useNavigate } from '@/lib/use-navigate';
import { paths } from '@/config/paths';

/** A visitor on a member chat page: log in, or ask customer service as a guest. */
export function ChatLoginPrompt() {
  const navigate = useNavigate();
  return (
    <div className="chat-login" data-testid="chat-login-prompt">
      <p>{msg.chatLoginFirst}</p>
      <Button color="primary" onClick={() => navigate(paths.login.getHref())}>
        登录
      </Button>
      <Button onClick={() => navigate(paths.services.getHref())}>在线客服</Button>
    </div>
  );
}
