import { leadStatusOptions } from "#app/components/admin/leads/lead-actions.tsx";
import { LeadFilters } from "#app/components/admin/leads/lead-filters.tsx";
import { SearchField } from "#app/components/ui/search-field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { contactInquiryOptions } from "#common/schemas/contact.ts";

const typeOptions = [{ value: "", label: "All types" }, ...contactInquiryOptions];
const sortOptions = [
  { value: "priority", label: "Most urgent first" },
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
];

/** The inquiries' search, filters by type and status, and sort. */
export function InquiryFilters({ params }: { params: URLSearchParams }) {
  return (
    <LeadFilters label="Filter inquiries" className="md:grid-cols-[2fr_1fr_1fr_1fr_auto]">
      <SearchField
        id="inquiry-search"
        name="search"
        label="Search"
        placeholder="Name, email or subject"
        defaultValue={params.get("search") ?? ""}
        maxLength={200}
      />
      <SelectField
        id="inquiry-type"
        name="type"
        label="Type"
        options={typeOptions}
        defaultValue={params.get("type") ?? ""}
      />
      <SelectField
        id="inquiry-status"
        name="status"
        label="Status"
        options={leadStatusOptions}
        defaultValue={params.get("status") ?? ""}
      />
      <SelectField
        id="inquiry-sort"
        name="sort"
        label="Sort"
        options={sortOptions}
        defaultValue={params.get("sort") ?? "priority"}
      />
    </LeadFilters>
  );
}
