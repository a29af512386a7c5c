import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";
import type { TrustProxy } from "./config.ts";
import type { AppEnv } from "./context.ts";

/** One X-Forwarded-For entry as an address: brackets, an IPv4 port and the IPv4-mapped prefix dropped. */
function normalise(entry: string): string {
  let value = entry.trim().slice(0, 100);
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  if (/^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(value)) value = value.slice(7);
  return value.toLowerCase();
}

function isTrusted(address: string | undefined, trust: Exclude<TrustProxy, number>): boolean {
  // In-process requests (tests) have no socket: the missing hop counts as the proxy.
  if (address === undefined) return true;
  const family = isIP(address);
  return family !== 0 && trust.addresses.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The client's address as the trusted proxies saw it. The hops, nearest
 * first, are the socket's peer and then the X-Forwarded-For entries from right to left: each proxy
 * appends the address it received the request from, and only the left part is the client's own
 * writing. With `trust` a number N, the first N hops are proxies and the next one is the client
 * (with fewer entries, the left-most there is); with a list, hops are skipped while they are
 * proxies on the list. Without trust, the socket's address.
 */
export function pickClientAddress(
  socket: string | undefined,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string | undefined {
  const peer = socket === undefined || socket === "" ? undefined : normalise(socket);
  if (trust === 0) return peer;
  const entries = (forwardedFor ?? "")
    .split(",")
    .map(normalise)
    .filter((e) => e !== "");
  const hops = [peer, ...entries.reverse()];
  if (typeof trust === "number") {
    for (let i = Math.min(trust, hops.length - 1); i >= 0; i--) {
      const hop = hops[i];
      if (hop !== undefined) return hop;
    }
    return undefined;
  }
  let i = 0;
  while (i < hops.length - 1 && isTrusted(hops[i], trust)) i++;
  return hops[i];
}

/** Sets `clientIp` (rate limits, lockout, logs) from the socket and the trusted proxies' headers. */
export function clientIp(trust: TrustProxy): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let socket: string | undefined;
    try {
      socket = getConnInfo(c).remote.address;
    } catch {
      socket = undefined; // in-process requests (tests) have no socket
    }
    const ip = pickClientAddress(socket, trust === 0 ? undefined : c.req.header("x-forwarded-for"), trust);
    c.set("clientIp", ip || "unknown");
    await next();
  };
}
