import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, raw, in `received`. */
export interface Mailbox {
  port: number;
  received: string[];
  stop: () => Promise<void>;
}

/**
 * Starts a mailbox on `port` (0: any free port). Pass the `received` of an earlier mailbox to keep
 * collecting into it, e.g. when a test takes the server down and brings it back on the same port.
 */
export async function startMailbox(port = 0, received: string[] = []): Promise<Mailbox> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 1000,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port: (smtp.server.address() as AddressInfo).port,
    received,
    stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
