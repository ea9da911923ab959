import { getSessionUser } from "../accounts/session.server";
import { db } from "../db/db.server";
import { manageToken } from "./bookings.server";

// A signed-in client's side of bookings (issue 21): /book fills in who they are and
// links the booking to their record; their dashboard lists what they have booked.

/** The client signed in on this request, with what /book asks for; null for anyone else. */
export async function signedInClient(request: Request) {
  const user = await getSessionUser(request);
  if (!user || user.role !== "client") return null;
  const profile = await db.selectFrom("client_profiles").select("phone").where("user_id", "=", user.id).executeTakeFirst();
  return { id: user.id, name: user.fullName, email: user.email, phone: profile?.phone ?? "" };
}

/** Their consultations not yet over, soonest first, each with its manage link (bookings_client_idx). */
export async function bookingsOfClient(clientId: string) {
  const rows = await db
    .selectFrom("bookings")
    .select(["id", "starts_at", "topic"])
    .where("client_id", "=", clientId)
    .where("status", "=", "confirmed")
    .where("ends_at", ">", new Date())
    .orderBy("starts_at")
    .limit(10)
    .execute();
  return rows.map((b) => ({ ...b, manage: `/bookings/${manageToken(b.id)}` }));
}
