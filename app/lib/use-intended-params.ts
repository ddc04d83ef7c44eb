import { useLocation, useNavigation, useSearchParams } from "react-router";

/**
 * The address's parameters as they will be when the navigation under way
 * lands (a search sent, a lead being opened), else as they are. A view that
 * builds links or fills filters from them keeps a change on its way: a lead
 * opened while a search loads keeps the search, and the other way round.
 */
export function useIntendedParams(): URLSearchParams {
  const [params] = useSearchParams();
  const here = useLocation();
  const pending = useNavigation().location;
  return pending && pending.pathname === here.pathname ? new URLSearchParams(pending.search) : params;
}
