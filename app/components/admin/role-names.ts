import type { StaffRole } from "#common/constants.ts";

/** Each staff role as the back office names it (the Staff screen, My account). */
export const roleNames: Record<StaffRole, string> = {
  admin: "Admin",
  blog: "Blog (publishes)",
  leads: "Leads",
  writer: "Writer (submits for review)",
  clinician: "Clinician (reviews)",
};
