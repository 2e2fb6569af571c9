import { describe, expect, it } from "vitest";
import { readServerEnv } from "../../src/server/env";
import {
  addressKey,
  clientAddressHeader,
  clientAddressOf,
  identifyClient,
  type ClientAddressSource,
} from "../../src/server/visitors/client-identity";

const KEY = "a-test-key-that-is-long-enough-0000";

/** A request with `headers`, from a connection whose platform address is `platform`. */
function source(headers: Record<string, string>, platform: string | undefined = "198.51.100.1"): ClientAddressSource {
  return { request: new Request("http://localhost/api/contact", { headers }), clientAddress: () => platform };
}

const xff = (hops: number) => ({ name: "x-forwarded-for", hops });

describe("clientAddressOf", () => {
  it("takes the platform's address when no header is configured, whatever the request says", () => {
    expect(clientAddressOf(source({ "x-forwarded-for": "203.0.113.7" }), undefined)).toBe("198.51.100.1");
  });

  it("takes the right-most value: the one the proxy appended, not what the client sent", () => {
    const spoofed = source({ "x-forwarded-for": "192.0.2.66, 203.0.113.7" });
    expect(clientAddressOf(spoofed, xff(1))).toBe("203.0.113.7");
    expect(clientAddressOf(source({ "x-forwarded-for": "203.0.113.7" }), xff(1))).toBe("203.0.113.7");
  });

  it("counts trusted proxy hops from the right", () => {
    const chain = source({ "x-forwarded-for": "192.0.2.66, 203.0.113.7, 10.0.0.2, 10.0.0.3" });
    expect(clientAddressOf(chain, xff(1))).toBe("10.0.0.3");
    expect(clientAddressOf(chain, xff(2))).toBe("10.0.0.2");
    expect(clientAddressOf(chain, xff(3))).toBe("203.0.113.7");
  });

  it("takes the left-most value present when the header has fewer values than hops", () => {
    expect(clientAddressOf(source({ "x-forwarded-for": "203.0.113.7, 10.0.0.2" }), xff(5))).toBe("203.0.113.7");
  });

  it("ignores empty values and whitespace", () => {
    expect(clientAddressOf(source({ "x-forwarded-for": " 192.0.2.66 ,, 203.0.113.7 , " }), xff(1))).toBe("203.0.113.7");
  });

  it("falls back to the platform's address when the header is missing or empty", () => {
    expect(clientAddressOf(source({}), xff(1))).toBe("198.51.100.1");
    expect(clientAddressOf(source({ "x-forwarded-for": " , " }), xff(1))).toBe("198.51.100.1");
  });

  it("reads any configured header name", () => {
    const header = { name: "x-real-client", hops: 1 };
    expect(clientAddressOf(source({ "x-real-client": "203.0.113.7", "x-forwarded-for": "192.0.2.66" }), header)).toBe(
      "203.0.113.7",
    );
  });

  it("answers 'unknown' when the platform has no address (or throws)", () => {
    const none: ClientAddressSource = { request: new Request("http://localhost/"), clientAddress: () => undefined };
    expect(clientAddressOf(none, undefined)).toBe("unknown");
    const throwing: ClientAddressSource = {
      request: new Request("http://localhost/"),
      clientAddress: () => {
        throw new Error("no address here");
      },
    };
    expect(clientAddressOf(throwing, xff(1))).toBe("unknown");
  });
});

describe("addressKey", () => {
  it("groups IPv4 by its /24", () => {
    expect(addressKey("203.0.113.7")).toBe(addressKey("203.0.113.200"));
    expect(addressKey("203.0.113.7")).not.toBe(addressKey("203.0.114.7"));
    expect(addressKey("203.0.113.7")).toBe("203.0.113.0/24");
  });

  it("groups IPv6 by its /48", () => {
    expect(addressKey("2001:db8:1:2::1")).toBe(addressKey("2001:db8:1:ffff::9"));
    expect(addressKey("2001:db8:1:2::1")).not.toBe(addressKey("2001:db8:2::"));
    expect(addressKey("2001:db8:1:2::1")).toBe("2001:db8:1::/48");
    expect(addressKey("2001:0DB8:0001:0002:0000:0000:0000:0001")).toBe("2001:db8:1::/48");
    expect(addressKey("[2001:db8:1:2::1]")).toBe("2001:db8:1::/48");
    expect(addressKey("fe80::1%eth0")).toBe("fe80::/48");
  });

  it("treats an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(addressKey("::ffff:203.0.113.7")).toBe(addressKey("203.0.113.7"));
    expect(addressKey("::FFFF:203.0.113.99")).toBe(addressKey("203.0.113.7"));
  });

  it("drops a port a proxy wrote after the address", () => {
    expect(addressKey("203.0.113.7:5555")).toBe(addressKey("203.0.113.7"));
    expect(addressKey("[2001:db8:1:2::1]:443")).toBe(addressKey("2001:db8:1::9"));
    expect(addressKey("[2001:db8:1:2::1]")).toBe(addressKey("2001:db8:1::9"));
  });

  it("keeps what is not an address as it is", () => {
    expect(addressKey("unknown")).toBe("unknown");
  });
});

describe("identifyClient", () => {
  it("one hash for a network, another for the next one", () => {
    const id = (address: string) => identifyClient(source({ "x-forwarded-for": address }), KEY, xff(1)).hash;
    expect(id("203.0.113.7")).toBe(id("203.0.113.200"));
    expect(id("203.0.113.7")).not.toBe(id("203.0.114.7"));
    expect(id("2001:db8:1:2::1")).toBe(id("2001:db8:1:ffff::9"));
    expect(id("192.0.2.66, 203.0.113.7")).toBe(id("203.0.113.7"));
    expect(id("203.0.113.7")).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("CLIENT_ADDRESS_HOPS", () => {
  it("defaults to 1 and is passed along with the header's name", () => {
    expect(clientAddressHeader(readServerEnv({ CLIENT_ADDRESS_HEADER: "x-forwarded-for" }))).toEqual({
      name: "x-forwarded-for",
      hops: 1,
    });
    expect(
      clientAddressHeader(readServerEnv({ CLIENT_ADDRESS_HEADER: "x-forwarded-for", CLIENT_ADDRESS_HOPS: "2" })),
    ).toEqual({ name: "x-forwarded-for", hops: 2 });
  });

  it("means nothing without a header", () => {
    expect(clientAddressHeader(readServerEnv({}))).toBeUndefined();
    expect(clientAddressHeader(readServerEnv({ CLIENT_ADDRESS_HOPS: "2" }))).toBeUndefined();
  });

  it("accepts whole numbers from 1 to 10 only", () => {
    for (const bad of ["0", "11", "1.5", "two", "-1"]) {
      expect(() => readServerEnv({ CLIENT_ADDRESS_HEADER: "x-forwarded-for", CLIENT_ADDRESS_HOPS: bad })).toThrow(
        /CLIENT_ADDRESS_HOPS/,
      );
    }
    expect(readServerEnv({ CLIENT_ADDRESS_HOPS: "10" }).CLIENT_ADDRESS_HOPS).toBe(10);
  });
});
