import { PageShell } from '@/components/page-shell';
import { routes } from '@/config/paths';
import { ChatGate } from '../components/chat-gate';
import { CustomerServiceChat } from '../components/customer-service-chat';

/** /services: a customer-service chat, for members and for visitors (as a guest). */
export default function ServicesPage() {
  return (
    <PageShell title={routes.services.title}>
      <ChatGate>
        <CustomerServiceChat />
      </ChatGate>
    </PageShell>
  );
}
