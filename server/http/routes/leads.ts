import { Hono } from "hono";
import { type AnsweredLeadKind, answeredLeadKindList, answeredLeadKinds } from "#common/lead-kinds.ts";
import { InvalidInputError, NotFoundError } from "#server/services/errors.ts";
import type { Services } from "#server/services/index.ts";
import { bodyLimits } from "../body-limits.ts";
import { jsonBody, readJson } from "../middleware/json-body.ts";
import { requireArea, type StaffEnv } from "../middleware/require-area.ts";
import { actorOf } from "./lead-admin.ts";

/** The kinds of lead the lead desk works on, by the name their addresses use (common/lead-kinds.ts). */
const kindsOf = (services: Services) =>
  new Map<string, Services["answeredLeads"][AnsweredLeadKind]>(
    answeredLeadKindList.map((kind) => [answeredLeadKinds[kind].slug, services.answeredLeads[kind]]),
  );

const kindSlugs = answeredLeadKindList.map((kind) => answeredLeadKinds[kind].slug).join(" or ");

/**
 * The lead desk's API over both kinds of lead that staff answer (issue 32),
 * where `kind` is `demo-requests` or `contact-messages`: GET /overview
 * (what needs an answer, open leads by stage, the last eight weeks), GET /:kind/:id (the
 * lead with its stage, owner, outcome, first response, notes, history and
 * the same person's other leads), PATCH /:kind/:id (`{ stage?, owner?,
 * outcome? }`; the lead as it now is), POST /:kind/:id/notes (`{ text }`;
 * 201 with the note), POST /:kind/:id/replies (`{ subject, body }`: mailed
 * to the visitor; 201 with the reply), POST /:kind/:id/mail/:mailId/send-again
 * (a mail about the lead that failed for good, due again). For the
 * leads area (leads and admin accounts); a browser's post is checked for
 * its origin like every other (app.ts, sameOriginOnly).
 */
export function leadRoutes(services: Services) {
  const routes = new Hono<StaffEnv>();
  routes.use("/*", requireArea(services, "leads"));
  routes.use(...jsonBody(bodyLimits.leadDesk));
  const kinds = kindsOf(services);

  const kindOf = (name: string) => {
    const kind = kinds.get(name);
    if (!kind) throw new NotFoundError(`No such kind of lead: use ${kindSlugs}.`);
    return kind;
  };
  const objectBody = async (request: Request, example: string) => {
    const body = await readJson(request);
    if (body === null || typeof body !== "object" || Array.isArray(body)) {
      throw new InvalidInputError(`Send a JSON object: ${example}.`);
    }
    return body;
  };
  /** The lead with where staff are with it, its notes, history and the same person's other leads. */
  const detailOf = async (kind: ReturnType<typeof kindOf>, id: string) => {
    const detail = await kind.detail(id);
    if (!detail?.desk) throw new NotFoundError("That lead no longer exists.");
    return {
      ...detail.lead,
      ...detail.desk,
      notes: detail.notes,
      replies: detail.replies,
      answers: detail.answers,
      undelivered: detail.undelivered,
      history: detail.history,
      alsoSent: detail.alsoSent,
      purgeAt: detail.purgeAt,
    };
  };

  routes.get("/overview", async (c) => {
    return c.json({ success: true as const, data: await services.leadOverview.read() });
  });

  routes.get("/:kind/:id", async (c) => {
    const kind = kindOf(c.req.param("kind"));
    return c.json({ success: true as const, data: await detailOf(kind, c.req.param("id")) });
  });

  routes.patch("/:kind/:id", async (c) => {
    const kind = kindOf(c.req.param("kind"));
    const body = await objectBody(c.req.raw, '{ "stage": "contacted" }');
    await kind.desk.change(actorOf(c), c.req.param("id"), body);
    return c.json({ success: true as const, data: await detailOf(kind, c.req.param("id")) });
  });

  routes.post("/:kind/:id/notes", async (c) => {
    const kind = kindOf(c.req.param("kind"));
    const body = await objectBody(c.req.raw, '{ "text": "…" }');
    const note = await kind.addNote(actorOf(c), c.req.param("id"), body);
    return c.json({ success: true as const, data: note }, 201);
  });

  routes.post("/demo-requests/:id/demo", async (c) => {
    const body = await objectBody(c.req.raw, '{ "at": "2026-11-30T10:30" }');
    await services.demoRequests.bookDemo(actorOf(c), c.req.param("id"), body);
    return c.json({ success: true as const, data: await detailOf(services.demoRequests, c.req.param("id")) });
  });

  routes.post("/:kind/:id/replies", async (c) => {
    const kind = kindOf(c.req.param("kind"));
    const body = await objectBody(c.req.raw, '{ "subject": "…", "body": "…" }');
    const reply = await kind.desk.reply(actorOf(c), c.req.param("id"), body);
    return c.json({ success: true as const, data: reply }, 201);
  });

  routes.post("/:kind/:id/mail/:mailId/send-again", async (c) => {
    const kind = kindOf(c.req.param("kind"));
    await kind.desk.sendAgain(actorOf(c), c.req.param("id"), c.req.param("mailId"));
    return c.json({ success: true as const });
  });

  return routes;
}
