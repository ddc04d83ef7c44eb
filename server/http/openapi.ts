/**
 * GET /api/openapi.json: the machine-readable description of the JSON API,
 * put together from one module per area under ./openapi/.
 */
import { authPaths } from "./openapi/auth.ts";
import { blogPaths } from "./openapi/blog.ts";
import { formNames, formPaths } from "./openapi/forms.ts";
import { inboundMailPaths } from "./openapi/inbound-mail.ts";
import { leadPaths, listWaitlist } from "./openapi/leads.ts";
import { named } from "./openapi/operation-ids.ts";
import { staffPaths } from "./openapi/staff.ts";

/** How the introduction counts the forms. */
const countWords = ["no", "one", "two", "three", "four", "five", "six"];

export function openApiDocument(serverUrl: string) {
  return named({
    openapi: "3.1.0",
    info: {
      title: "Anvaya Health site API",
      version: "1.0.0",
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      description: `Demo requests, contact messages, the waitlist, blog posts, staff sign-in, the staff accounts and the leads area. Errors are JSON \`{success:false,error}\` with 400, 401, 403, 404, 409, 413, 415, 422, 429 or 503. The ${countWords[formNames.length] ?? formNames.length} public forms (${formNames.join(", ")}) need \`agreeToContact: true\` and take three optional fields: \`idempotencyKey\` (16 to 64 letters, digits, - or _; a body sent again with the same key stores nothing more and answers as the first did) \`formPage\` (the site path of the page that showed the form, for the consent ledger) and \`language\` (\`en\`, the default, or \`hi\`: the form's language, which its errors, the consent wording, the privacy notice version and the acknowledgement mail follow; anything else is 400).`,
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        leadsSession: { type: "apiKey", in: "cookie", name: "anvaya_session_leads" },
        blogSession: { type: "apiKey", in: "cookie", name: "anvaya_session_blog" },
        inboundMailSecret: { type: "http", scheme: "bearer", description: "INBOUND_MAIL_SECRET" },
      },
    },
    paths: {
      ...formPaths,
      // The waitlist's path also lists its sign-ups, for staff.
      "/api/waitlist": { ...formPaths["/api/waitlist"], get: listWaitlist },
      ...authPaths,
      ...blogPaths,
      ...leadPaths,
      ...staffPaths,
      ...inboundMailPaths,
    },
  });
}
