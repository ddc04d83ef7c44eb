import type { ContactMessageView } from "./lead-kinds/contact-message-desk.ts";
import type { AnsweredLeadService } from "./lead-service.ts";

/*
 * Contact messages as staff handle them are the one lead service made from
 * their descriptor's staff half (lead-kinds/contact-message-desk.ts), with
 * its way in: nothing of their own (services/index.ts builds it).
 */

export type { ContactMessageView };

export type ContactMessageService = AnsweredLeadService<"contact_message">;
