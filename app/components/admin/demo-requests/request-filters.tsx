import { leadStatusOptions } from "#app/components/admin/leads/lead-actions.tsx";
import { LeadFilters } from "#app/components/admin/leads/lead-filters.tsx";
import { SearchField } from "#app/components/ui/search-field.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { inquiryOptions } from "#common/constants.ts";

const productOptions = [{ value: "", label: "All products" }, ...inquiryOptions];
const sortOptions = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "name", label: "Name A-Z" },
];

/** Spec §5's filters and sorts of the demo-request manager. */
export function RequestFilters({ params }: { params: URLSearchParams }) {
  return (
    <LeadFilters label="Filter demo requests" className="md:grid-cols-[2fr_1fr_1fr_1fr_auto]">
      <SearchField
        id="request-search"
        name="search"
        label="Search"
        placeholder="Name, email, organisation or product"
        defaultValue={params.get("search") ?? ""}
        maxLength={200}
      />
      <SelectField
        id="request-product"
        name="product"
        label="Product"
        options={productOptions}
        defaultValue={params.get("product") ?? ""}
      />
      <SelectField
        id="request-status"
        name="status"
        label="Status"
        options={leadStatusOptions}
        defaultValue={params.get("status") ?? ""}
      />
      <SelectField
        id="request-sort"
        name="sort"
        label="Sort"
        options={sortOptions}
        defaultValue={params.get("sort") ?? "newest"}
      />
    </LeadFilters>
  );
}
