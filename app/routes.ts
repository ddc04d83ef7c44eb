import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { type hindiPaths, pathIn } from "../common/i18n/locale.ts";
import { answeredLeadKindList, answeredLeadKinds } from "../common/lead-kinds.ts";
import { comingSoonAliases } from "../common/public-paths.ts";
import { blogPreviewPath, invitationPath, newPasswordPath } from "../common/staff-paths.ts";

/** The route module of each page that has a Hindi version: the same module serves both languages. */
const hindiPages: Record<(typeof hindiPaths)[number], string> = {
  "/": "routes/marketing/home.tsx",
  "/get-help": "routes/marketing/get-help.tsx",
  "/faqs": "routes/marketing/faqs.tsx",
  "/contact-us": "routes/marketing/contact-us.tsx",
  "/privacy": "routes/marketing/privacy.tsx",
  "/solutions/practitioners": "routes/marketing/practitioners.tsx",
  "/solutions/therasim": "routes/marketing/therasim.tsx",
  "/try-therasim": "routes/marketing/try-therasim.tsx",
  "/solutions/assessments": "routes/marketing/assessments.tsx",
  "/approach": "routes/marketing/approach.tsx",
  "/our-mission": "routes/marketing/our-mission.tsx",
  "/our-team": "routes/marketing/our-team.tsx",
  "/how-it-works": "routes/marketing/how-it-works.tsx",
  "/trust": "routes/marketing/trust.tsx",
  "/accessibility": "routes/marketing/accessibility.tsx",
  "/resources/whitepapers": "routes/resources/whitepapers.tsx",
  "/resources/blogs": "routes/resources/blogs.tsx",
  "/request-a-demo": "routes/request-a-demo.tsx",
  "/request-a-callback": "routes/request-a-callback.tsx",
  "/coming-soon": "routes/marketing/coming-soon.tsx",
};

/**
 * The whole of spec §2.1 in one table. Legacy paths (/blogs, /faq, …) are
 * not routes: server/http/redirects.ts answers them with a 301.
 */
export default [
  // Marketing (prerendered at build)
  index("routes/marketing/home.tsx"),
  route("solutions/practitioners", "routes/marketing/practitioners.tsx"),
  route("solutions/therasim", "routes/marketing/therasim.tsx"),
  // Rendered per request: the scripted sample session keeps its state in ?picks=
  route("try-therasim", "routes/marketing/try-therasim.tsx"),
  route("solutions/assessments", "routes/marketing/assessments.tsx"),
  route("approach", "routes/marketing/approach.tsx"),
  route("our-mission", "routes/marketing/our-mission.tsx"),
  route("our-team", "routes/marketing/our-team.tsx"),
  route("how-it-works", "routes/marketing/how-it-works.tsx"),
  route("contact-us", "routes/marketing/contact-us.tsx"),
  route("get-help", "routes/marketing/get-help.tsx"),
  route("faqs", "routes/marketing/faqs.tsx"),
  route("trust", "routes/marketing/trust.tsx"),
  route("accessibility", "routes/marketing/accessibility.tsx"),
  // Rendered per request: built from the company's details and RETENTION_DAYS, every version kept
  route("privacy", "routes/marketing/privacy.tsx"),
  // Where the withdrawal link in every acknowledgement mail leads (never cached, never indexed)
  route("privacy/withdraw", "routes/marketing/privacy-withdraw.tsx"),
  route("coming-soon", "routes/marketing/coming-soon.tsx", { id: "coming-soon" }),
  ...comingSoonAliases.map((path) =>
    route(path.slice(1), "routes/marketing/coming-soon.tsx", { id: `coming-soon${path}` }),
  ),

  // Resources (route paths match case-insensitively, so /resources/Whitepapers works too)
  route("resources/whitepapers", "routes/resources/whitepapers.tsx"),
  route("resources/blogs", "routes/resources/blogs.tsx"),
  route("blog/:slug", "routes/resources/blog-post.tsx"),

  // Forms
  route("request-a-demo", "routes/request-a-demo.tsx"),
  route("request-a-demo/sent", "routes/request-a-demo-sent.tsx"),
  route("contact-us/sent", "routes/contact-us-sent.tsx"),
  route("request-a-callback", "routes/request-a-callback.tsx"),
  // The same module: its thank-you page
  route("request-a-callback/sent", "routes/request-a-callback.tsx", { id: "request-a-callback/sent" }),

  // Hindi (issue 36): the same pages under /hi, with the same slugs; the home page is /hi/
  ...Object.entries(hindiPages).map(([path, file]) =>
    route(pathIn("hi", path).slice(1), file, { id: `hi${path === "/" ? "/home" : path}` }),
  ),
  // A Hindi post's article (a post has one language; its translation, if any, is another post)
  route("hi/blog/:slug", "routes/resources/blog-post.tsx", { id: "hi/blog" }),
  route("hi/contact-us/sent", "routes/contact-us-sent.tsx", { id: "hi/contact-us/sent" }),
  route("hi/request-a-demo/sent", "routes/request-a-demo-sent.tsx", { id: "hi/request-a-demo/sent" }),
  route("hi/request-a-callback/sent", "routes/request-a-callback.tsx", { id: "hi/request-a-callback/sent" }),
  // Where the withdrawal link of a Hindi acknowledgement mail leads (never cached, never indexed)
  route("hi/privacy/withdraw", "routes/marketing/privacy-withdraw.tsx", { id: "hi/privacy/withdraw" }),

  // Where the team's mailed links lead (issue 48): outside both staff areas and their sign-in,
  // rendered per request, never cached, never indexed, no framework in the browser
  route(invitationPath.slice(1), "routes/staff-invitation.tsx"),
  route(newPasswordPath.slice(1), "routes/staff-new-password.tsx"),

  // Staff back office (rendered per request, never cached, never indexed)
  // Behind the staff layout: the area's sign-in gate, the staff frame, the headers
  layout("routes/admin/layout.tsx", [
    route("admin-only-upload-blog", "routes/admin/blog.tsx"),
    // The editor's preview (JSON, asked with fetch): behind the same sign-in, part of no page
    route(blogPreviewPath.slice(1), "routes/admin/blog-preview.ts"),
    // My account (two-step sign-in, sessions): one screen, behind each area's own sign-in
    route("admin-only-upload-blog/account", "routes/admin/account.tsx", { id: "routes/admin/account-blog" }),
    // Each kind staff answer (common/lead-kinds.ts) at its path, in the list's order, all served
    // by one module that reads the kind from the address. Each route's id is named after the
    // kind's export name (routes/admin/demo-requests, routes/admin/inquiries), the ids these
    // views had when each had a module of its own, which the bundle tests and budgets read.
    ...answeredLeadKindList.map((kind) => {
      const { path, exportName } = answeredLeadKinds[kind];
      return route(path.slice(1), "routes/admin/lead-view.tsx", { id: `routes/admin/${exportName}` });
    }),
    route("admin-only-demo-requests/overview", "routes/admin/overview.tsx"),
    route("admin-only-demo-requests/waitlist", "routes/admin/waitlist.tsx"),
    route("admin-only-demo-requests/audit", "routes/admin/audit.tsx"),
    route("admin-only-demo-requests/mail", "routes/admin/mail.tsx"),
    route("admin-only-demo-requests/settings", "routes/admin/settings.tsx"),
    route("admin-only-demo-requests/staff", "routes/admin/staff.tsx"),
    route("admin-only-demo-requests/account", "routes/admin/account.tsx", {
      id: "routes/admin/account-leads",
    }),
  ]),

  // Crawlers
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("rss.xml", "routes/seo/rss.ts"),
  route("feed.json", "routes/seo/feed-json.ts"),
  // The Hindi posts' own feeds (issue 36)
  route("hi/rss.xml", "routes/seo/rss.ts", { id: "hi/rss.xml" }),
  route("hi/feed.json", "routes/seo/feed-json.ts", { id: "hi/feed.json" }),
  route("robots.txt", "routes/seo/robots.ts"),

  // Anything else: the not-found screen with a real 404 status
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
