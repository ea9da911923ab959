// The demo firm's past, continued (supabase/seed-history.ts): each past client's service
// agreement, drawn up from the firm's template the day after their case was opened (the
// fee their invoice bills) and signed the day after that, so the funnel's "Agreement
// signed" step and each past case's Agreement tab show what the firm's record would.
import type { Db } from "../app/server/db/db.server";
import { agreementText } from "../app/server/billing/agreement-text.server";
import { sha256 } from "../app/server/billing/agreements.server";
import { at, dayAgo, pastCase, PAST_CLIENTS } from "./seed-history-data";

export async function seedAgreements(db: Db, ids: Record<string, string>, clientIds: string[], appIds: string[]) {
  const template = await db
    .selectFrom("agreement_templates")
    .select(["id", "title", "body"])
    .where("is_active", "=", true)
    .orderBy("created_at")
    .limit(1)
    .executeTakeFirst();
  if (!template) return;
  await db
    .insertInto("agreements")
    .values(
      PAST_CLIENTS.map(([first, last], k) => {
        const c = pastCase(k);
        // As their invoice (seed-history-money.ts): one client abroad in US dollars.
        const usd = k === 7;
        const fees = [{ description: "Professional fee: application preparation and lodgement", amountMinor: usd ? 120_000 : 6_000_000 }];
        const currency = usd ? "USD" : "INR";
        const body = agreementText(template.body, {
          clientName: `${first} ${last}`,
          serviceSlug: c.service_slug,
          day: dayAgo(c.opened - 1),
          currency,
          fees,
          instalments: [],
        });
        return {
          application_id: appIds[k],
          client_id: clientIds[k],
          version: 1,
          template_id: template.id,
          title: template.title,
          body,
          body_sha256: sha256(body),
          fees: JSON.stringify(fees),
          currency,
          status: "signed" as const,
          signed_name: `${first} ${last}`,
          signed_at: at(c.opened - 2, 9),
          signed_ip: `203.0.113.${10 + k}`,
          signed_user_agent: "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
          created_by: ids.admin,
          created_at: at(c.opened - 1, 6),
        };
      }),
    )
    .execute();
}
