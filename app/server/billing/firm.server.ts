import { getEnv } from "../runtime/env.server";
import { getSettings } from "../website/settings.server";
import type { Firm } from "./pdf.server";

// The firm as the head of its documents names it (agreements, invoices, receipts).
export async function firm(): Promise<Firm> {
  const [settings, env] = [await getSettings(), getEnv()];
  return {
    name: env.PARENT_COMPANY || env.APP_NAME,
    address: settings.contact_info.address,
    email: settings.contact_info.email,
    phone: settings.contact_info.phone,
    timeZone: settings.firm.time_zone,
  };
}
