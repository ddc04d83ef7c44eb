// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { createRoutesStub, useLoaderData } from "react-router";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { leadOutcomes, leadStages } from "#common/lead-desk.ts";
import { LeadDesk } from "./lead-desk.tsx";

/** The lead's owner as the store holds it: the action changes it, the loader reads it. */
let owner = "";

/** The lead's detail as its dialog draws it: the desk drawn afresh when its values change (lead-manager.tsx). */
function Detail() {
  const { ownerId } = useLoaderData<{ ownerId: string }>();
  return (
    <>
      <Toaster />
      <LeadDesk
        key={`lead-1 open new ${ownerId}`}
        leadId="lead-1"
        status="open"
        desk={{
          stage: "new",
          outcome: null,
          owner: ownerId ? { id: ownerId, username: ownerId } : null,
          firstResponseAt: null,
          dueAt: null,
        }}
        stages={leadStages}
        outcomes={leadOutcomes}
        owners={[{ id: "colleague", username: "colleague" }]}
      />
    </>
  );
}

const Stub = createRoutesStub([
  {
    path: "/lead",
    Component: Detail,
    HydrateFallback: () => null,
    loader: () => ({ ownerId: owner }),
    action: async ({ request }) => {
      owner = String((await request.formData()).get("owner") ?? "");
      return { ok: true, message: "Lead updated" };
    },
  },
]);

const pause = (ms: number) => act(() => new Promise((done) => setTimeout(done, ms)));

afterEach(() => {
  owner = "";
  document.body.innerHTML = "";
});

describe("the lead desk's Save", () => {
  it("says Lead updated when the saved owner draws the desk afresh", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Stub initialEntries={["/lead"]} />));
    await pause(20);
    const select = container.querySelector<HTMLSelectElement>('select[name="owner"]');
    if (!select) throw new Error("no Owner field");
    select.value = "colleague";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    const save = [...container.querySelectorAll("button")].find((button) => button.textContent === "Save");
    await act(async () => save?.click());
    // The desk was drawn afresh with the new owner, and the answer was still shown.
    for (let waited = 0; waited < 40 && !document.body.textContent?.includes("Lead updated"); waited += 1)
      await pause(25);
    expect(container.querySelector<HTMLSelectElement>('select[name="owner"]')?.value).toBe("colleague");
    expect(owner).toBe("colleague");
    expect(document.body.textContent).toContain("Lead updated");
    await act(async () => root.unmount());
  });
});
