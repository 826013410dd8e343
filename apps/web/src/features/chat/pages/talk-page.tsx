import { useParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';
import { ChatGate } from '../components/chat-gate';
import { CustomerServiceChat } from '../components/customer-service-chat';

/**
 * /talk/{app_id}/{identity}/{customer_id}: a customer-service conversation with one staff
 * member (customer_id). The caller speaks as who this tab is (a member, or its guest identity,
 * made on first use); the app id of this build is the company's, so the path's app_id and
 * identity only name the link's origin.
 */
export default function TalkPage() {
  const { customerId = '' } = useParams();
  const staffId = Number(customerId);
  return (
    <PageShell title={routes.talk.title}>
      <ChatGate>
        <CustomerServiceChat staffId={Number.isInteger(staffId) && staffId > 0 ? staffId : null} />
      </ChatGate>
    </PageShell>
  );
}
