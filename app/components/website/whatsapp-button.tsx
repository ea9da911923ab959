import { whatsappLink } from "~/lib/website/settings";
import { SOCIAL_ICONS } from "./social-icons";

/** Click to chat on WhatsApp (the number from the settings), on every public page; nothing when no number is set. */
export function WhatsAppButton({ number, brandName }: { number: string; brandName: string }) {
  const link = whatsappLink(number);
  if (!link) return null;
  const text = encodeURIComponent(`Hello ${brandName}, I would like to ask about a visa.`);
  return (
    <a
      href={`${link}?text=${text}`}
      rel="noopener noreferrer"
      target="_blank"
      data-whatsapp
      className="fixed bottom-5 left-5 z-30 flex h-12 items-center gap-2 rounded-full bg-[#1f7a4d] px-4 text-sm font-semibold text-white shadow-lg hover:bg-[#17613d]"
    >
      <span aria-hidden="true" className="flex h-6 w-6 items-center justify-center">
        {SOCIAL_ICONS.whatsapp}
      </span>
      <span>Chat on WhatsApp</span>
    </a>
  );
}
