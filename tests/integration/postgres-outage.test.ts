import { describe, expect, it } from "vitest";
import { isConnectionError } from "../../src/server/db/errors";
import { createPostgresDriver } from "../../src/server/db/postgres-driver";

/**
 * A database server that cannot be reached: every transaction fails promptly as a connection
 * error (503 upstream), however many arrive at once, and the driver recovers for the next one.
 * (postgres.js alone leaves some of them, and every later query, hanging forever.)
 */
describe("postgres driver when the server cannot be reached", () => {
  it("settles more concurrent transactions than connections, and the ones after", async () => {
    const driver = createPostgresDriver({
      url: "postgres://nobody:nothing@127.0.0.1:1/unreachable",
      maxConnections: 5,
    });
    try {
      const outcome = (promise: Promise<unknown>) =>
        Promise.race([
          promise.then(
            () => "resolved",
            (error: unknown) => (isConnectionError(error) ? "connection error" : `other: ${String(error)}`),
          ),
          new Promise((resolve) => setTimeout(() => resolve("hung"), 5000)),
        ]);
      const burst = await Promise.all(
        Array.from({ length: 12 }, () => outcome(driver.transaction((sql) => sql.query("select 1")))),
      );
      expect(burst).toEqual(Array(12).fill("connection error"));
      expect(await outcome(driver.transaction((sql) => sql.query("select 1")))).toBe("connection error");
    } finally {
      await driver.close().catch(() => undefined);
    }
  });
});
