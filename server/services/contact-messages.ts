import type { Kysely } from "kysely";
import type { ConsentKind } from "#common/consent.ts";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import type { ContactReceipt } from "./lead-kinds/contact-message.ts";
import { type ContactMessageView, contactDesk } from "./lead-kinds/contact-message-desk.ts";
import { createDeskLeadService } from "./lead-service.ts";
import type { MailSettings } from "./mail/compose.ts";
import type { SubmissionOrigin } from "./privacy/consent-ledger.ts";
import type { PrivacyService } from "./privacy.ts";
import type { IntakeService } from "./submissions.ts";

export type { ContactMessageView };

/**
 * Contact messages (spec §2.13): stored, so none is lost, whatever the
 * visitor's device can do. A message whose words suggest the person may be
 * at risk is marked urgent (common/contact-intake.ts), so staff answer it
 * first and the visitor is shown the crisis helplines. The Inquiries view
 * lists them the most pressing first by default.
 */
export function createContactMessageService(
  db: Kysely<Database>,
  clock: Clock,
  privacy: PrivacyService<ConsentKind>,
  intake: IntakeService,
  mail?: MailSettings,
) {
  return {
    ...createDeskLeadService({ db, clock, privacy, mail }, contactDesk),

    /**
     * The one way in, from the JSON API and the no-JavaScript post alike
     * (submissions.ts, under the limits of `contactMessageKind`); a retry
     * of a stored message is answered from its record. A person under 18
     * on the therapy path is referred to Tele-MANAS before any of that
     * (`contactMessageKind.referral`).
     */
    submit: (input: unknown, client: string, origin?: SubmissionOrigin): Promise<ContactReceipt> =>
      intake.submit("contact_message", input, client, origin),
  };
}

export type ContactMessageService = ReturnType<typeof createContactMessageService>;
