/**
 * What a lead view says after Close, Reopen or Delete, written out per kind
 * of lead so each reads in full where it is used. The demo-request lines are
 * the spec's (§8); a failure from the server is followed by ": {message}".
 */
export type LeadOutcomes = {
  closed: string;
  closeError: string;
  closeFailed: string;
  reopened: string;
  reopenError: string;
  reopenFailed: string;
  deleted: string;
  deleteFailed: string;
};

export const demoRequestOutcomes: LeadOutcomes = {
  closed: "Request closed successfully",
  closeError: "Error closing request",
  closeFailed: "Failed to close request",
  reopened: "Request reopened successfully",
  reopenError: "Error reopening request",
  reopenFailed: "Failed to reopen request",
  deleted: "Request deleted successfully",
  deleteFailed: "Failed to delete request",
};

export const inquiryOutcomes: LeadOutcomes = {
  closed: "Inquiry closed successfully",
  closeError: "Error closing inquiry",
  closeFailed: "Failed to close inquiry",
  reopened: "Inquiry reopened successfully",
  reopenError: "Error reopening inquiry",
  reopenFailed: "Failed to reopen inquiry",
  deleted: "Inquiry deleted successfully",
  deleteFailed: "Failed to delete inquiry",
};
