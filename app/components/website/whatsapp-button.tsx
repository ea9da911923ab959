import { whatsappLink } from "~/lib/website/settings";
import { SOCIAL_ICONS } from "./social-icons";

/**
 * Click to chat on WhatsApp (the number from the settings), on every public page; nothing when
 * no number is set. It never covers the page: below 1280 px it sits in the flow after the page's
 * content; from 1280 px it floats as a round button in the margin left of the content column
 * (container-page leaves at least 88 px there, the button takes 16–64 px).
 */
export function WhatsAppButton({ number, brandName }: { number: string; brandName: string }) {
  const link = whatsappLink(number);
  if (!link) return null;
  const text = encodeURIComponent(`Hello ${brandName}, I would like to ask about a visa.`);
  return (
    <a href={`${link}?text=${text}`} rel="noopener noreferrer" target="_blank" data-whatsapp className="whatsapp-button">
      <span aria-hidden="true" className="flex h-6 w-6 items-center justify-center">
        {SOCIAL_ICONS.whatsapp}
      </span>
      <span>Chat on WhatsApp</span>
    </a>
  );
}
