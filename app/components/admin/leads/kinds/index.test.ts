import { describe, expect, it } from "vitest";
import { answeredLeadKindList, answeredLeadKinds } from "#common/lead-kinds.ts";
import { collectLeadKinds, leadKindAt, leadKinds } from "./index.ts";

/** A file's exports as the collector reads them: only the name matters to it. */
const fileOf = (name: string) => ({ leadKind: { name } });

describe("lead kinds", () => {
  it("finds a view for every kind staff answer, at that kind's path", () => {
    for (const name of answeredLeadKindList) {
      expect(leadKinds[name].name).toBe(name);
      expect(leadKinds[name].path).toBe(answeredLeadKinds[name].path);
    }
  });

  it("reads the kind from the address as the routes match it", () => {
    expect(leadKindAt("/admin-only-demo-requests").name).toBe("demo_request");
    expect(leadKindAt("/admin-only-demo-requests/inquiries").name).toBe("contact_message");
    expect(leadKindAt("/Admin-Only-Demo-Requests/Inquiries/").name).toBe("contact_message");
    expect(() => leadKindAt("/admin-only-demo-requests/waitlist")).toThrow("No lead view");
  });

  it("collects the files' descriptors by the kind each names", () => {
    const kinds = collectLeadKinds(
      { "./b.tsx": fileOf("contact_message"), "./a.tsx": fileOf("demo_request") },
      ["demo_request", "contact_message"],
    );
    expect(Object.keys(kinds)).toEqual(["demo_request", "contact_message"]);
    expect(kinds.contact_message.name).toBe("contact_message");
  });

  it("fails loudly when a kind has no view, or two files claim one", () => {
    expect(() =>
      collectLeadKinds({ "./a.tsx": fileOf("demo_request") }, ["demo_request", "contact_message"]),
    ).toThrow("no file in app/components/admin/leads/kinds/ shows contact_message");
    expect(() =>
      collectLeadKinds({ "./a.tsx": fileOf("demo_request"), "./b.tsx": fileOf("demo_request") }, [
        "demo_request",
      ]),
    ).toThrow('both ./a.tsx and ./b.tsx name "demo_request"');
  });

  it("fails loudly on a file with no descriptor, or one naming a kind staff do not answer", () => {
    expect(() => collectLeadKinds({ "./a.tsx": { kind: {} } }, ["demo_request"])).toThrow(
      "./a.tsx exports no leadKind",
    );
    expect(() => collectLeadKinds({ "./a.tsx": fileOf("waitlist") }, ["demo_request"])).toThrow(
      '"waitlist", which is not a kind staff answer',
    );
  });
});
