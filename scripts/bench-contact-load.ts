/**
 * The load generator of `npm run bench`'s "writes under load" step, in a process of its own (the
 * bench's own process holds Lighthouse's traces and Playwright; its garbage collection paused the
 * clients and was measured as the server's latency).
 *
 * CLIENTS visitors at once, each on its own kept-alive connection (as a browser has one), each
 * sending contact messages one after another, each message from an address in a network of its
 * own (so the per-client rate limit does not apply) and with its own Idempotency-Key. First WARMUP messages per
 * client, not timed (a server is measured warm, as it runs in production; their figures are
 * reported apart), then MESSAGES timed ones.
 *
 * The clients write HTTP/1.1 over plain sockets and read only the status line and the length of
 * each answer, as wrk and similar load generators do: node:http's own cost per request on this
 * 2-core machine, which shares the cores with the server, was a third of the latency it reported.
 *
 * Usage: tsx scripts/bench-contact-load.ts <base URL> <marker> <clients> <warmup> <messages>.
 * Prints one JSON line: { warmup: Times, timed: Times }, each with every latency in ms, the
 * number of answers other than 201, and the seconds the phase took.
 */
import net from "node:net";
import { performance } from "node:perf_hooks";

interface Times {
  ms: number[];
  errors: number;
  seconds: number;
}

const [base, marker, clients, warmup, messages] = process.argv.slice(2);
if (!base || !marker || !clients || !warmup || !messages) {
  throw new Error("usage: bench-contact-load.ts <base URL> <marker> <clients> <warmup> <messages>");
}
const url = new URL(base);

/** One visitor's connection: one request at a time, answered in order (no pipelining). */
class Connection {
  private readonly socket: net.Socket;
  private received: Buffer = Buffer.alloc(0);
  private pending: ((status: number) => void) | null = null;
  private failure: Error | null = null;

  constructor() {
    this.socket = net.connect(Number(url.port || 80), url.hostname);
    this.socket.setNoDelay(true);
    this.socket.on("data", (chunk: Buffer) => this.receive(chunk));
    const fail = (error: Error) => {
      this.failure = error;
      this.settle(0);
    };
    this.socket.on("error", fail);
    this.socket.on("close", () => fail(new Error("connection closed by the server")));
  }

  /** POSTs one message; resolves with the answer's status (0 when the connection failed). */
  send(path: string, headers: Record<string, string>, body: string): Promise<number> {
    if (this.failure) return Promise.resolve(0);
    const head = [
      `POST ${path} HTTP/1.1`,
      `host: ${url.host}`,
      `content-length: ${Buffer.byteLength(body)}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ].join("\r\n");
    return new Promise((resolve) => {
      this.pending = resolve;
      this.socket.write(`${head}\r\n\r\n${body}`);
    });
  }

  close(): void {
    this.socket.removeAllListeners("close");
    this.socket.destroy();
  }

  private settle(status: number): void {
    const pending = this.pending;
    this.pending = null;
    pending?.(status);
  }

  /** An answer is complete once its head and `content-length` bytes of body are in. */
  private receive(chunk: Buffer): void {
    this.received = this.received.length ? Buffer.concat([this.received, chunk]) : chunk;
    const headEnd = this.received.indexOf("\r\n\r\n");
    if (headEnd < 0) return;
    const head = this.received.subarray(0, headEnd).toString("latin1");
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) {
      // Every answer of the contact endpoint has a length; one without cannot be delimited.
      this.failure = new Error("an answer without content-length");
      this.socket.destroy();
      return;
    }
    const end = headEnd + 4 + Number(length[1]);
    if (this.received.length < end) return;
    this.received = this.received.subarray(end);
    this.settle(Number(head.slice(9, 12)));
  }
}

const connections = Array.from({ length: Number(clients) }, () => new Connection());

/** Every client sends `count` messages in turn, numbered from `first`. */
async function phase(first: number, count: number): Promise<Times> {
  const ms: number[] = [];
  let errors = 0;
  const start = performance.now();
  await Promise.all(
    connections.map(async (connection, client) => {
      for (let i = first; i < first + count; i++) {
        const body = JSON.stringify({
          name: "Load Test",
          email: "load@example.com",
          message: `${marker} message ${client}-${i} under load`,
        });
        const sent = performance.now();
        const status = await connection.send(
          "/api/contact",
          {
            "content-type": "application/json",
            "x-forwarded-for": `fd00:${client.toString(16)}:${i.toString(16)}::1`,
            "idempotency-key": crypto.randomUUID(),
            "user-agent": "Mozilla/5.0 (bench) Chrome/131.0",
          },
          body,
        );
        if (status === 201) ms.push(performance.now() - sent);
        else errors += 1;
      }
    }),
  );
  return { ms, errors, seconds: (performance.now() - start) / 1000 };
}

try {
  const warm = await phase(0, Number(warmup));
  const timed = await phase(Number(warmup), Number(messages));
  process.stdout.write(`${JSON.stringify({ warmup: warm, timed })}\n`);
} finally {
  for (const connection of connections) connection.close();
}
