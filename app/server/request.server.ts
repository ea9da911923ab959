import { getEnv } from "./env.server";

/** The client's address: from X-Forwarded-For only when TRUST_PROXY says a proxy sets it. */
export function clientIp(request: Request): string {
  if (getEnv().TRUST_PROXY) {
    const forwarded = request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
    const real = request.headers.get("X-Real-IP")?.trim();
    if (real) return real.slice(0, 64);
  }
  // Set from the socket by the front door (app/server/front-door.js).
  return request.headers.get("X-Client-IP")?.slice(0, 64) || "direct";
}
