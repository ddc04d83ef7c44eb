/**
 * Clients that submit leads as fast as they can, each submission marked so
 * that the store can be searched for it afterwards.
 */
import { randomUUID } from "node:crypto";
import { createStore } from "#server/db/client.ts";
import { freshAddress, type StoreTarget } from "./server.ts";

export type Outcome = {
  token: string;
  kind: "demo" | "contact";
  /** The status, or the error's code when no answer came. */
  result: number | string;
};

function submission(kind: Outcome["kind"], token: string) {
  if (kind === "demo") {
    return {
      path: "/api/request-demo",
      body: {
        fullName: "Trial Person",
        workEmail: "trial@clinic.example",
        organization: "Trial Clinic",
        roleTitle: "Director",
        phone: "+91 80 1234 5678",
        inquiryFor: "mental-health-platform",
        message: `Fault trial ${token}: please show us the scheduling tools.`,
        agreeToContact: true,
      },
    };
  }
  return {
    path: "/api/contact",
    body: {
      inquiryType: "general",
      agreeToContact: true,
      name: "Trial Person",
      email: "trial@example.in",
      subject: `Fault trial ${token}`,
      message: "A question about the platform for our practice, sent during a fault trial.",
    },
  };
}

/** One submission; never throws: a refused or cut connection is an outcome too. */
export async function submit(origin: string, kind: Outcome["kind"]): Promise<Outcome> {
  const token = randomUUID();
  const { path, body } = submission(kind, token);
  try {
    const response = await fetch(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshAddress() },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    await response.arrayBuffer();
    return { token, kind, result: response.status };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { token, kind, result: cause?.code ?? (error as Error).name };
  }
}

/**
 * `clients` loops submitting demo requests and contact messages in turn
 * until `stop()` says so; every outcome is kept.
 */
export function loadLeads(origin: string, clients: number) {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const loops = Array.from({ length: clients }, async (_, i) => {
    for (let n = 0; !stopped; n += 1) {
      outcomes.push(await submit(origin, (i + n) % 2 === 0 ? "demo" : "contact"));
    }
  });
  return {
    outcomes,
    acknowledged: () => outcomes.filter((o) => typeof o.result === "number" && o.result < 300).length,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** How many times each token is stored, read straight from the store once the server is gone. */
export async function storedCounts(target: StoreTarget, tokens: string[]): Promise<Map<string, number>> {
  const store = createStore({ url: target.url, dataDir: target.dataDir });
  try {
    const demo = await store.db
      .selectFrom("demo_requests")
      .select("message")
      .where("message", "like", "Fault trial %")
      .execute();
    const contact = await store.db
      .selectFrom("contact_messages")
      .select("subject")
      .where("subject", "like", "Fault trial %")
      .execute();
    const counts = new Map(tokens.map((token) => [token, 0]));
    for (const text of [...demo.map((r) => r.message), ...contact.map((r) => r.subject)]) {
      const token = text.match(/^Fault trial ([0-9a-f-]{36})/)?.[1];
      if (token && counts.has(token)) counts.set(token, (counts.get(token) ?? 0) + 1);
    }
    return counts;
  } finally {
    await store.close();
  }
}

/** Resolves once `check` holds, polling; throws after `ms`. */
export async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
