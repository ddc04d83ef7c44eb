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
