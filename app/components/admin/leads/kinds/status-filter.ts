import { leadStatusOptions } from "#app/components/admin/leads/lead-actions.tsx";
import type { FilterField } from "#app/components/admin/leads/lead-filters.tsx";

/** The status filter, the same for every lead with a status. */
export const statusFilter: FilterField = {
  kind: "select",
  name: "status",
  label: "Status",
  options: leadStatusOptions,
  fallback: "",
};

/**
 * The owner filter (issue 32): everyone's, the signed-in member's own, the
 * unassigned ones; the manager adds each account that may own a lead.
 */
export const ownerFilter: FilterField = {
  kind: "select",
  name: "owner",
  label: "Owner",
  options: [
    { value: "", label: "All owners" },
    { value: "mine", label: "Mine" },
    { value: "none", label: "Unassigned" },
  ],
  fallback: "",
};
