/** Answers to staff replies by webhook in the API description (issue 50). */
import { errors, ok } from "./components.ts";

export const inboundMailPaths = {
  "/api/inbound-mail": {
    post: {
      summary:
        "For a mail provider that forwards mail by webhook (only with INBOUND_MAIL_SECRET set; otherwise 404): the raw RFC 822 message, at most 10 MB. Kept on its lead (the token in its reply address, else the sender's newest open lead, else a new contact message): 202 `{success, data:{outcome: stored, matchedBy}}`; already kept (same Message-ID): 200 `{outcome: duplicate}`; not an answer: 422 with `code` (automatic: an auto-reply, a bounce or a list; forged-token; expired-token; lead-gone; malformed), which a provider should not send again",
      security: [{ inboundMailSecret: [] }],
      requestBody: {
        required: true,
        content: { "message/rfc822": { schema: { type: "string", format: "binary" } } },
      },
      responses: {
        "200": ok("Already kept"),
        "202": ok("Kept on its lead"),
        ...errors(401, 413, 415, 422),
      },
    },
  },
};
