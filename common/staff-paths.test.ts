import { describe, expect, it } from "vitest";
import { accountPaths, leadPaths, staffAreaAt, staffPaths } from "./staff-paths.ts";

describe("staffAreaAt", () => {
  it("finds the area whose sign-in a staff page is behind", () => {
    expect(staffAreaAt(staffPaths.blog)).toBe("blog");
    for (const path of Object.values(leadPaths)) expect(staffAreaAt(path)).toBe("leads");
    expect(staffAreaAt(accountPaths.blog)).toBe("blog");
    expect(staffAreaAt(accountPaths.leads)).toBe("leads");
  });

  it("matches without regard to case, as the routes do, and knows where the back office ends", () => {
    expect(staffAreaAt("/Admin-Only-Demo-Requests/Inquiries")).toBe("leads");
    expect(staffAreaAt("/admin-only-demo-requestsx")).toBeNull();
    expect(staffAreaAt("/contact-us")).toBeNull();
  });
});
