import { useParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';
import { ChatGate } from '../components/chat-gate';
import { CustomerServiceChat } from '../components/customer-service-chat';

/**
 * /talk/{app_id}/{identity}/{customer_id} (spec 3): the customer-service conversation of the
 * identity in the link (a guest credential, or a member) with staff member customer_id (not a
 * number → the first staff member on line). The app id of this build is the company's.
 */
export default function TalkPage() {
  const { customerId = '', identity = '' } = useParams();
  const staffId = Number(customerId);
  return (
    <PageShell title={routes.talk.title}>
      <ChatGate>
        <CustomerServiceChat staffId={Number.isInteger(staffId) && staffId > 0 ? staffId : null} talkIdentity={identity || null} />
      </ChatGate>
    </PageShell>
  );
}
