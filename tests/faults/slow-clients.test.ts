import { connect, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { serverTimeouts } from "#server/start.ts";
import { serveFreshStore } from "./server.ts";

/** A client that sends `head`, then one more byte every second, and notes when the server hangs up. */
function trickle(port: number, head: string) {
  const socket: Socket = connect(port, "127.0.0.1");
  let closedAt: number | undefined;
  socket.on("error", () => {});
  socket.on("close", () => {
    closedAt = Date.now();
  });
  socket.write(head);
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write("a");
  }, 1000);
  return {
    closedAt: () => closedAt,
    end() {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

describe("slow clients", () => {
  let served: Awaited<ReturnType<typeof serveFreshStore>> | undefined;
  afterAll(async () => {
    await served?.stop();
  });

  it("cannot hold the server: others are answered, and trickled headers are cut off", async () => {
    served = await serveFreshStore();
    const { server } = served;
    const port = Number(new URL(server.origin).port);
    const started = Date.now();
    const headers = Array.from({ length: 100 }, () =>
      trickle(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "),
    );
    const bodies = Array.from({ length: 100 }, () =>
      trickle(
        port,
        "POST /api/request-demo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{",
      ),
    );
    try {
      for (let i = 0; i < 5; i += 1) {
        const before = performance.now();
        const response = await fetch(`${server.origin}/resources/blogs`);
        await response.arrayBuffer();
        expect(response.status).toBe(200);
        expect(performance.now() - before).toBeLessThan(1000);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      // The headers never finish: each connection is closed once its time is up.
      const limit = serverTimeouts.headersTimeout + 5_000;
      while (headers.some((h) => h.closedAt() === undefined) && Date.now() - started < limit) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(headers.filter((h) => h.closedAt() === undefined)).toHaveLength(0);
      expect(server.child.exitCode).toBeNull();
    } finally {
      for (const client of [...headers, ...bodies]) client.end();
    }
  });
});
