import { UNKNOWN_ADDRESS } from "./rate-limit.server";

/**
 * The client's address, as the front door (server/front-door.ts) worked it out
 * from the socket, or from X-Forwarded-For with TRUST_PROXY. Whatever the client sent
 * in X-Client-IP was dropped there first.
 */
export function clientIp(request: Request): string {
  return request.headers.get("X-Client-IP")?.slice(0, 64) || UNKNOWN_ADDRESS;
}
