import { MessageCircle } from 'lucide-react';
import { common, whatsapp } from '../../lib/messages';
import { useSiteInfo, whatsappLink } from '../../lib/site';

/** Click-to-chat button on every page; hidden while no operator number is known. */
export function WhatsAppButton() {
  const { data } = useSiteInfo();
  if (!data?.whatsappNumber) return null;
  return (
    <a
      href={whatsappLink(data.whatsappNumber, whatsapp.greeting)}
      target="_blank"
      rel="noopener noreferrer"
      className="fixed bottom-4 right-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg hover:bg-green-800"
      data-testid="whatsapp-button"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
      <span className="sr-only">
        {whatsapp.label} {common.newTab}
      </span>
    </a>
  );
}
