import { describe, expect, it } from "vitest";
import { pickClientAddress } from "./client-ip.ts";
import { parseConfig } from "./config.ts";

const trust = (value: string) => parseConfig({ TRUST_PROXY: value }).TRUST_PROXY;

describe("pickClientAddress", () => {
  it("takes the socket's address without trust, whatever X-Forwarded-For says", () => {
    expect(pickClientAddress("198.51.100.9", "203.0.113.1", trust("off"))).toBe("198.51.100.9");
    expect(pickClientAddress("::ffff:198.51.100.9", undefined, trust("off"))).toBe("198.51.100.9");
  });

  it("with one proxy (on, true, 1) takes the right-most entry, the one the proxy added", () => {
    for (const value of ["on", "true", "1"]) {
      expect(pickClientAddress("10.0.0.2", "203.0.113.7", trust(value))).toBe("203.0.113.7");
      // A client that writes its own X-Forwarded-For only adds entries on the left.
      expect(pickClientAddress("10.0.0.2", "1.1.1.1, 2.2.2.2, 203.0.113.7", trust(value))).toBe("203.0.113.7");
    }
    // No header: the proxy itself (a health check).
    expect(pickClientAddress("10.0.0.2", undefined, trust("on"))).toBe("10.0.0.2");
    // In-process requests have no socket.
    expect(pickClientAddress(undefined, "1.1.1.1, 203.0.113.7", trust("on"))).toBe("203.0.113.7");
  });

  it("with N proxies skips the entries the inner N-1 proxies added", () => {
    // client 203.0.113.7 → proxy A (10.0.0.1) → proxy B (10.0.0.2) → portal
    expect(pickClientAddress("10.0.0.2", "6.6.6.6, 203.0.113.7, 10.0.0.1", trust("2"))).toBe("203.0.113.7");
    expect(pickClientAddress("10.0.0.3", "6.6.6.6, 203.0.113.7, 10.0.0.1, 10.0.0.2", trust("3"))).toBe("203.0.113.7");
    // Fewer entries than proxies: the left-most there is.
    expect(pickClientAddress("10.0.0.2", "203.0.113.7", trust("3"))).toBe("203.0.113.7");
  });

  it("with a list of proxy addresses skips hops while they are on the list", () => {
    const list = trust("10.0.0.1, 10.0.1.0/24, fd00::1");
    expect(pickClientAddress("10.0.1.5", "6.6.6.6, 203.0.113.7, 10.0.0.1", list)).toBe("203.0.113.7");
    expect(pickClientAddress("fd00::1", "6.6.6.6, 203.0.113.7", list)).toBe("203.0.113.7");
    expect(pickClientAddress("::ffff:10.0.0.1", "6.6.6.6, 2001:db8::7", list)).toBe("2001:db8::7");
    // A request that did not come through a listed proxy: its socket, never the header.
    expect(pickClientAddress("198.51.100.9", "203.0.113.7", list)).toBe("198.51.100.9");
    // Every hop a proxy: the left-most.
    expect(pickClientAddress("10.0.0.1", "10.0.1.9", list)).toBe("10.0.1.9");
  });

  it("reads ports and brackets the way proxies write them", () => {
    expect(pickClientAddress("10.0.0.2", "6.6.6.6, 203.0.113.7:51234", trust("on"))).toBe("203.0.113.7");
    expect(pickClientAddress("10.0.0.2", "[2001:db8::7]:443", trust("on"))).toBe("2001:db8::7");
    expect(pickClientAddress("10.0.0.2", " ,203.0.113.7 , ", trust("on"))).toBe("203.0.113.7");
  });
});
