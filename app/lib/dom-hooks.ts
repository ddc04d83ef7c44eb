/**
 * Where a public page's markup and its behaviour meet. React renders the
 * page on the server; plain TypeScript in app/enhance/ finds what it works
 * on by these `data-*` attributes (docs/decisions/005). Each hook is named
 * here once, and both sides use the name: the markup spreads `mark(hook)`,
 * the scripts call `find`, `closest`, `read` and `write` with it. Renaming
 * or removing one fails the typecheck wherever it is used; its type says
 * which values it may carry ("" for a bare mark).
 *
 * Kept to plain constants and a few one-line functions: each page's script
 * bundles what it uses of this, and only that (a hook is a string the
 * minifier inlines). The stylesheet (app.css, Tailwind's `data-*:`
 * variants) also reads some of them, by their attribute names.
 *
 *   <ul {...mark(hooks.faqList)}>            <li {...mark(hooks.category, item.category)}>
 *   find(root, hooks.faqList)                findAll(list, hooks.faqItem)
 *   closest(event.target, hooks.faqCategory) `button${selector(hooks.category)}`
 *   read(button, hooks.faqCategory)          write(bar, hooks.scrolled, "true")
 *
 * What a script says comes the same way, in the page's language: the
 * markup writes an element's words into one attribute, `data-words`, as
 * JSON (`markWords`) and the script reads them back (`readWords`,
 * app/enhance/words.ts). Each element's words have a hook of their own
 * (below, with the element's other hooks) that names their type.
 */
import type { AssessmentCategory, AssessmentDifficulty } from "#app/content/assessments.ts";
import type { FaqFilter } from "#app/content/faqs.ts";
import type { CountdownUnit, CountdownWords } from "#app/lib/countdown.ts";
import type { PluralForms } from "#app/lib/plural.ts";

declare const carries: unique symbol;
declare const says: unique symbol;

/** A hook: the name of a `data-*` attribute whose values are `V` ("" for a bare mark). */
export type Hook<V extends string = ""> = `data-${string}` & { readonly [carries]?: V };

/**
 * The words an element's script says, `W` as JSON in `data-words`: one
 * attribute for every script, typed by what each element's words are.
 * Where the server writes none (an English page, mostly), the script's
 * own English serves.
 */
export type WordsHook<W> = "data-words" & { readonly [says]?: W };

/** A state written as a word, for the stylesheet and the browser tests to read. */
type Flag = "true" | "false";

export type ToastKind = "success" | "error";

// The document (<html>): app/root.tsx and app/enhance/page.ts.
/** Whether the page loads React in the browser (only the back office does). */
export const hydrate = "data-hydrate" as Hook<Flag>;
/** Set once React has hydrated the page. */
export const hydrated = "data-hydrated" as Hook<"true">;
/** Set once the page's own script has run. */
export const enhanced = "data-enhanced" as Hook<"true">;

// The header and the phone menu (SiteHeader, MobileMenu; app/enhance/header.ts).
export const siteHeader = "data-site-header" as Hook;
/** The language switcher's link, with the language it leads to: following it is remembered (enhance/language.ts). */
export const languageSwitch = "data-language-switch" as Hook<"en" | "hi">;
/** On the header: the home page's bar is transparent over the hero. */
export const home = "data-home" as Hook<Flag>;
/** On the header: scrolled past its threshold. */
export const scrolled = "data-scrolled" as Hook<Flag>;
/** On the header, while a dropdown or the phone menu is open. */
export const open = "data-open" as Hook<"true">;
export const mainNav = "data-main-nav" as Hook;
/** A desktop dropdown's button. */
export const dropdown = "data-dropdown" as Hook;
export const dropdownPanel = "data-dropdown-panel" as Hook;
/** The phone menu's button. */
export const mobileToggle = "data-mobile-toggle" as Hook;
/** A collapsible group's button in the phone menu. */
export const disclosure = "data-disclosure" as Hook;

// Every page.
/** A section that fades in as it scrolls into view (app/enhance/reveal.ts). */
export const reveal = "data-reveal" as Hook;
/** The not-found screen's buttons (app/enhance/retry.ts). */
export const goBack = "data-go-back" as Hook;
export const retry = "data-retry" as Hook;
export const retryLabel = "data-retry-label" as Hook;
/** On the Try Again button once pressed: its icon spins. */
export const retrying = "data-retrying" as Hook<"true">;
/** On the Try Again button: its words while retrying (a Hindi page's; "Retrying..." is the script's own). */
export const retryWords = "data-words" as WordsHook<string>;
/** On an article's picture: the id of the placeholder shown if it fails to load. */
export const fallback = "data-fallback" as Hook<string>;

// Regions swapped in place (app/enhance/swap.ts, live-search.ts): the blog listing, the sample session.
/** A region (with an id) that a link or GET form inside it brings up to date in place. */
export const swap = "data-swap" as Hook;
/** What takes focus after a swap. */
export const swapFocus = "data-swap-focus" as Hook;
/** A live region that says its value after a swap. */
export const swapAnnounce = "data-swap-announce" as Hook<string>;
/** A search box whose region swaps as the visitor types. */
export const swapLive = "data-swap-live" as Hook;

// The FAQ's filters (FaqBrowser; app/enhance/faq.ts).
export const faq = "data-faq" as Hook;
export const faqSearch = "data-faq-search" as Hook;
/** A category button, with the category it chooses. */
export const faqCategory = "data-faq-category" as Hook<FaqFilter>;
/** In a category button: how many questions of it match the search. */
export const faqCount = "data-faq-count" as Hook;
export const faqTitle = "data-faq-title" as Hook;
export const faqStatus = "data-faq-status" as Hook;
export const faqList = "data-faq-list" as Hook;
export const faqItem = "data-faq-item" as Hook;
export const faqQuestion = "data-faq-question" as Hook;
export const faqAnswer = "data-faq-answer" as Hook;
export const faqEmpty = "data-faq-empty" as Hook;
export const faqViewAll = "data-faq-view-all" as Hook;

// The assessment catalogue (AssessmentCatalogue; app/enhance/assessments.ts).
export const assessments = "data-assessments" as Hook;
/** The search box and the two selects. */
export const filter = "data-filter" as Hook<"query" | "category" | "difficulty">;
/** Where the cards are, in their groups. */
export const assessmentsResults = "data-assessments-results" as Hook;
export const group = "data-group" as Hook<"featured" | "more">;
/** A card's list item. */
export const assessment = "data-assessment" as Hook;
export const difficulty = "data-difficulty" as Hook<AssessmentDifficulty>;
export const featured = "data-featured" as Hook<"true">;
/** What the search matches a card on: its title, description and tags, in lower case. */
export const text = "data-text" as Hook<string>;
export const assessmentsTitle = "data-assessments-title" as Hook;
export const assessmentsStatus = "data-assessments-status" as Hook;
export const assessmentsCount = "data-assessments-count" as Hook;
export const assessmentsEmpty = "data-assessments-empty" as Hook;
/** On the status line and the count: their words in each plural form, `{count}` (and `{total}`) in them. */
export const countWords = "data-words" as WordsHook<PluralForms>;
export const assessmentsClear = "data-assessments-clear" as Hook;

// Both filtered lists.
/** A question's or a card's category; a catalogue sidebar button's, or "all". */
export const category = "data-category" as Hook<FaqFilter | AssessmentCategory | "all">;
/** On a category choice: the words of the list's heading while it is chosen. */
export const heading = "data-heading" as Hook<string>;

// The coming-soon countdown (ComingSoonCountdown; app/enhance/countdown.ts).
export const countdown = "data-countdown" as Hook;
export const countdownSummary = "data-countdown-summary" as Hook;
/** A figure of the countdown. */
export const unit = "data-unit" as Hook<CountdownUnit>;
/** On the countdown: the summary's words (a Hindi page's; the English ones are the script's own). */
export const countdownWords = "data-words" as WordsHook<CountdownWords>;

// Short messages (Toasts; app/enhance/toast.ts).
export const toasts = "data-toasts" as Hook;
export const toastTemplate = "data-toast-template" as Hook;
export const toast = "data-toast" as Hook;
/** On a message: its kind, which colours its border. */
export const kind = "data-kind" as Hook<ToastKind>;
export const toastIcon = "data-toast-icon" as Hook<ToastKind>;
export const toastMessage = "data-toast-message" as Hook;
export const toastClose = "data-toast-close" as Hook;

// "Exit this page" (ExitThisPage; app/enhance/exit-this-page.ts).
export const exitPage = "data-exit-page" as Hook;
/** The button's description, written by the script: the keyboard shortcut works only with it. */
export const exitShortcut = "data-exit-shortcut" as Hook;
/** On the description: its words in the page's language (the script's own English where empty). */
export const exitShortcutText = "data-text" as Hook<string>;

// The public forms (DemoForm, ContactForm, ComingSoonWaitlist; app/enhance/form.ts and each form's script).
export const demoForm = "data-demo-form" as Hook;
export const contactForm = "data-contact-form" as Hook;
export const waitlist = "data-waitlist" as Hook;
/** The waitlist's live region, and the thanks it takes. */
export const waitlistStatus = "data-waitlist-status" as Hook;
export const waitlistThanks = "data-waitlist-thanks" as Hook;
/** A form of a kind of lead found by its kind's name (common/lead-kinds.ts), for forms with no hook of their own. */
export const leadForm = "data-lead-form" as Hook<string>;
/** On a form the server filled in (after a refused post, or from the address): no draft over it. */
export const serverValues = "data-server-values" as Hook;
/**
 * On a form: each English text its script may say (its schema's errors, its
 * messages), to the page's language; none on an English page.
 */
export const formWords = "data-words" as WordsHook<Record<string, string>>;
/** On a form: the words for a failure without a reason, and for no answer at all. */
export const failed = "data-failed" as Hook<string>;
export const offline = "data-offline" as Hook<string>;
/** Where a form says why it was not sent, and the words in it. */
export const failure = "data-failure" as Hook;
export const failureText = "data-failure-text" as Hook;
/** The contact form's Tele-MANAS path, for someone under 18 on the therapy path (issue 33). */
export const under18 = "data-under-18" as Hook;
/** In a field's error (`<id>-error`): its words. */
export const errorText = "data-error-text" as Hook;
/** In a submit button: its words; on it, the words while sending. */
export const label = "data-label" as Hook;
export const busyLabel = "data-busy-label" as Hook<string>;

// An article's "Copy link" (BlogShare; app/enhance/copy-link.ts).
export const copyLink = "data-copy-link" as Hook;
/** The polite live region beside it, that says the link was copied. */
export const copyStatus = "data-copy-status" as Hook;
/** On the live region: what it says, in the page's language. */
export const copyWords = "data-words" as WordsHook<{ copied: string; failed: string }>;

// The markup's side.

type Marks = { readonly [name: `data-${string}`]: string };
type MarkValue<V extends string> = [V] extends [""] ? [present?: boolean] : [value: NoInfer<V> | undefined];

/**
 * The attribute to spread on an element: `mark(hooks.swap)`, `mark(hooks.filter,
 * "query")`. A bare mark given `false`, or a value given `undefined`, leaves it out.
 */
export function mark<V extends string>(hook: Hook<V>, ...given: MarkValue<V>): Marks {
  const [value] = given;
  if (value === false || (value === undefined && given.length > 0)) return {};
  return { [hook]: typeof value === "string" ? value : "" };
}

/**
 * The words a script says, for the element it works on:
 * `{...markWords(hooks.countdownWords, words)}`, `words` as JSON; nothing
 * for `undefined`, where the script's own English serves. Read back by
 * `readWords` (app/enhance/words.ts).
 */
export function markWords<W>(hook: WordsHook<W>, words: W | undefined): Marks {
  return words === undefined ? {} : { [hook]: JSON.stringify(words) };
}

// The scripts' side.

/** The selector of the elements that carry `hook` (with `value`, that value): for a compound selector. */
export const selector = <V extends string>(hook: Hook<V>, value?: NoInfer<V>) =>
  value === undefined ? `[${hook}]` : `[${hook}="${value}"]`;

/** The first element under `root` that carries `hook`. */
export const find = <E extends Element = HTMLElement, V extends string = string>(
  root: ParentNode,
  hook: Hook<V>,
  value?: NoInfer<V>,
) => root.querySelector<E>(selector(hook, value));

/** Every element under `root` that carries `hook`. */
export const findAll = <E extends Element = HTMLElement, V extends string = string>(
  root: ParentNode,
  hook: Hook<V>,
  value?: NoInfer<V>,
) => [...root.querySelectorAll<E>(selector(hook, value))];

/** The element an event reached (`target`) or its nearest ancestor that carries `hook`. */
export const closest = <E extends Element = HTMLElement, V extends string = string>(
  target: EventTarget | null,
  hook: Hook<V>,
) => (target as Element | null)?.closest<E>(selector(hook));

/** What `element` holds in `hook`; null when it does not carry it. */
export const read = <V extends string>(element: Element, hook: Hook<V>) =>
  element.getAttribute(hook) as V | null;

/** Sets `hook` on `element` to `value`, or takes it away (null). */
export const write = <V extends string>(element: Element, hook: Hook<V>, value: NoInfer<V> | null) =>
  value === null ? element.removeAttribute(hook) : element.setAttribute(hook, value);
