import { CircleCheck } from "lucide-react";
import { data, redirect } from "react-router";
import { AttributionFields } from "#app/components/sections/attribution-fields.tsx";
import { ConsentField } from "#app/components/sections/consent-field.tsx";
import { ContactCrisisCard } from "#app/components/sections/contact-crisis-card.tsx";
import { HeroActions } from "#app/components/sections/hero-actions.tsx";
import { NotEmergencyNotice } from "#app/components/sections/not-emergency-notice.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { WhatsAppOffer } from "#app/components/sections/whatsapp-offer.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import script from "#app/enhance/pages/request-a-callback.ts?inline-script";
import { fill } from "#app/i18n/fill.tsx";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark, markWords } from "#app/lib/dom-hooks.ts";
import { useLanguage } from "#app/lib/locale.ts";
import { localeIn, type MetaArgs, pageMeta } from "#app/lib/meta.ts";
import { publicFormAction } from "#app/lib/public-form-action.server.ts";
import { clientOf, servicesOf } from "#app/lib/services.server.ts";
import { useSite } from "#app/lib/site.ts";
import { useT } from "#app/lib/use-t.ts";
import { describeWeekHours, spanWords, weekHoursOf, windowsOf } from "#common/business-hours.ts";
import { HONEYPOT_FIELD } from "#common/constants.ts";
import { englishPathOf, type Locale, pathIn } from "#common/i18n/locale.ts";
import { hindiFor } from "#common/i18n/translate.ts";
import {
  anyWindow,
  callbackErrorTexts,
  callbackLanguages,
  callbackLimits,
  callbackSays,
  callbackTopics,
  windowValue,
} from "#common/schemas/callback.ts";
import type { Route } from "./+types/request-a-callback";

/**
 * "Request a callback" (issue 47): a short form for people who would rather
 * be phoned than write, in English and Hindi, with and without JavaScript.
 * The same module serves the page and its thank-you page (`/sent`), which
 * puts the crisis lines first when the note suggests a risk (`?urgent=1`).
 * Never crisis help: the form and both pages give the crisis line.
 */

const copy = {
  en: {
    title: "Request a callback",
    description:
      "Leave your number and we phone you within two business hours, in English or Hindi, at a time that suits you.",
    eyebrow: "Rather talk than write?",
    intro:
      "Leave your number and we phone you within two business hours, in the language and at the time you choose. We call during our support hours: {hours}.",
    form: "Your details",
    name: "Your name",
    phone: "Phone number",
    phoneHint: "A 10-digit Indian mobile or landline, or an international number starting with +.",
    language: "Language for the call",
    window: "When can we call? (India time, IST)",
    anyTime: "Any time in our support hours",
    topic: "What is it about?",
    chooseTopic: "Choose one",
    note: "Anything we should know first (optional)",
    noteHint: "A line or two is enough. Please do not write anything you would not want us to read.",
    button: "Request a callback",
    busy: "Sending…",
    notSent: "Your request was not sent",
    failed: "Something went wrong. Please try again.",
    offline: "We could not reach the server. Please check your connection and try again.",
    sentTitle: "We will call you",
    sentText:
      "Thank you. We have your request and will phone you within two business hours, in the window and the language you chose. The call comes from our team; we never ask for payment details on a call.",
    sentBack: "Back to the contact page",
    whatsAppFirstLine: "Hello, I have just asked for a callback on your website.",
  },
  hi: {
    title: "कॉल-बैक का अनुरोध करें",
    description:
      "अपना नंबर छोड़ें, और हम कामकाजी समय के दो घंटों के अंदर आपको फ़ोन करेंगे, अंग्रेज़ी या हिन्दी में, आपके सुविधाजनक समय पर।",
    eyebrow: "लिखने की जगह बात करना चाहेंगे?",
    intro:
      "अपना नंबर छोड़ें, और हम कामकाजी समय के दो घंटों के अंदर, आपकी चुनी हुई भाषा और समय पर आपको फ़ोन करेंगे। हम सहायता के समय में कॉल करते हैं: {hours}।",
    form: "आपकी जानकारी",
    name: "आपका नाम",
    phone: "फ़ोन नंबर",
    phoneHint: "10 अंकों का भारतीय मोबाइल या लैंडलाइन नंबर, या + से शुरू होने वाला अंतरराष्ट्रीय नंबर।",
    language: "कॉल की भाषा",
    window: "हम कब कॉल करें? (भारतीय समय, IST)",
    anyTime: "सहायता के समय में कभी भी",
    topic: "बात किस बारे में है?",
    chooseTopic: "एक चुनें",
    note: "पहले से कुछ बताना चाहें तो (वैकल्पिक)",
    noteHint: "एक-दो पंक्तियाँ काफ़ी हैं। ऐसा कुछ न लिखें जो आप नहीं चाहते कि हम पढ़ें।",
    button: "कॉल-बैक का अनुरोध करें",
    busy: "भेजा जा रहा है…",
    notSent: "आपका अनुरोध नहीं भेजा गया",
    failed: "कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।",
    offline: "सर्वर से संपर्क नहीं हो सका। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।",
    sentTitle: "हम आपको कॉल करेंगे",
    sentText:
      "धन्यवाद। हमें आपका अनुरोध मिल गया है, और हम कामकाजी समय के दो घंटों के अंदर, आपके चुने हुए समय और भाषा में आपको फ़ोन करेंगे। कॉल हमारी टीम से आएगी; हम कॉल पर कभी भुगतान की जानकारी नहीं माँगते।",
    sentBack: "संपर्क पेज पर वापस जाएँ",
    whatsAppFirstLine: "नमस्ते, मैंने अभी आपकी वेबसाइट पर कॉल-बैक का अनुरोध किया है।",
  },
} satisfies Record<Locale, Record<string, string>>;

const sentPath = "/request-a-callback/sent";

const isSentPage = (pathname: string) => englishPathOf(pathname).replace(/\/+$/, "") === sentPath;

export const meta = ({ matches, location }: MetaArgs & { location: { pathname: string } }) => [
  ...pageMeta({
    matches,
    title: copy[localeIn(matches)][isSentPage(location.pathname) ? "sentTitle" : "title"],
    description: copy[localeIn(matches)].description,
    path: isSentPage(location.pathname) ? sentPath : "/request-a-callback",
  }),
  ...(isSentPage(location.pathname) ? [{ name: "robots", content: "noindex" }] : []),
];

// No framework in the browser: the form's behaviour is app/enhance/pages/request-a-callback.ts.
export const handle = { hydrate: false, script, calm: true };

/** Whether this is the thank-you page, and whether the note suggested a risk. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { sent: isSentPage(url.pathname), urgent: url.searchParams.get("urgent") === "1" };
}

/** The form's plain POST, without JavaScript (with it, the form calls /api/callback): same service, same rules. */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await publicFormAction(request, {
    echo: {
      name: callbackLimits.name,
      phone: 32,
      callLanguage: "choice",
      window: "choice",
      topic: "choice",
      note: callbackLimits.note,
    },
    submit: (sent, locale) =>
      servicesOf(context).intake.submit("callback_request", sent, clientOf(context), {
        formPost: pathIn(locale, "/request-a-callback"),
      }),
  });
  if (!result.ok) return data(result.answer, { status: result.status });
  const { urgent } = result.value as { urgent: boolean };
  return redirect(pathIn(result.locale, urgent ? `${sentPath}?urgent=1` : sentPath), 303);
}

export default function RequestACallback({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useLanguage();
  const words = copy[locale];
  const hours = weekHoursOf(useSite().supportHours).hours;
  if (loaderData.sent) return <Sent urgent={loaderData.urgent} />;
  return (
    <>
      <PageHero
        eyebrow={words.eyebrow}
        title={words.title}
        intro={<p>{fill(words.intro, { hours: describeWeekHours(hours, locale) })}</p>}
      />
      <section aria-labelledby="callback-form-title" className="pb-16 md:pb-24">
        <div className="container-read">
          <CallbackForm answer={actionData} windows={windowsOf(hours)} />
        </div>
      </section>
    </>
  );
}

const look =
  "block min-h-11 w-full rounded-md border-2 border-muted bg-surface px-3 py-2 text-base text-ink aria-invalid:border-danger";

function CallbackForm({
  answer,
  windows,
}: {
  answer?: { values: Record<string, string | boolean>; errors: Record<string, string>; formError: string };
  windows: ReturnType<typeof windowsOf>;
}) {
  const { locale, link } = useLanguage();
  const t = useT();
  const words = copy[locale];
  const errors = answer?.errors ?? {};
  const value = (name: string, fallback = "") => {
    const sent = answer?.values[name];
    return typeof sent === "string" ? sent : fallback;
  };
  const shared = (name: string) =>
    ({
      id: `callback-${name}`,
      name,
      scripted: true,
      errorLead: t("Error: "),
      error: errors[name],
      look,
    }) as const;
  return (
    <form
      action={link("/request-a-callback")}
      method="post"
      {...mark(hooks.leadForm, "callback_request")}
      {...mark(hooks.serverValues, Boolean(answer))}
      {...mark(hooks.failed, words.failed)}
      {...mark(hooks.offline, words.offline)}
      // On a Hindi page: the errors its script may show, in Hindi.
      {...markWords(
        hooks.formWords,
        locale === "en"
          ? undefined
          : Object.fromEntries(
              callbackErrorTexts.map((text) => [text, callbackSays(locale, text, hindiFor)]),
            ),
      )}
      className="grid gap-6 rounded-lg border border-line bg-surface p-5 shadow-card sm:p-8"
    >
      <h2 id="callback-form-title" className="font-bold text-2xl">
        {words.form}
      </h2>
      <div
        tabIndex={-1}
        role="alert"
        hidden={!answer?.formError}
        {...mark(hooks.failure)}
        className="rounded-md border-2 border-danger bg-danger-tint px-4 py-3 text-ink outline-none"
      >
        <p className="font-semibold text-danger">{words.notSent}</p>
        <p className="mt-1" {...mark(hooks.failureText)}>
          {answer?.formError}
        </p>
      </div>
      {/* A field people never see; bots that fill it in are refused. */}
      <div aria-hidden="true" className="absolute left-[-10000px] h-px w-px overflow-hidden">
        <label htmlFor="callback-website">Leave this field empty</label>
        <input id="callback-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <AttributionFields />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field
          {...shared("name")}
          label={words.name}
          autoComplete="name"
          maxLength={callbackLimits.name}
          required
          defaultValue={value("name")}
        />
        <Field
          {...shared("phone")}
          kind="tel"
          label={words.phone}
          hint={words.phoneHint}
          autoComplete="tel"
          maxLength={32}
          required
          defaultValue={value("phone")}
        />
      </div>
      <Field
        {...shared("callLanguage")}
        look={undefined}
        kind="radios"
        label={words.language}
        options={callbackLanguages.map((language) => ({
          value: language.value,
          label: <span lang={language.value}>{language.label}</span>,
        }))}
        defaultValue={value("callLanguage", locale)}
        choicesClassName="flex flex-wrap gap-x-6 gap-y-2"
        required
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field
          {...shared("window")}
          kind="select"
          label={words.window}
          options={[
            { value: anyWindow, label: words.anyTime },
            ...windows.map((window) => ({ value: windowValue(window), label: spanWords(window, locale) })),
          ]}
          arrow
          required
          defaultValue={value("window", anyWindow)}
          look={`${look} appearance-none pr-10`}
        />
        <Field
          {...shared("topic")}
          kind="select"
          label={words.topic}
          options={[
            { value: "", label: words.chooseTopic },
            ...callbackTopics.map((topic) => ({ value: topic.value, label: topic.label[locale] })),
          ]}
          arrow
          required
          defaultValue={value("topic")}
          look={`${look} appearance-none pr-10`}
        />
      </div>
      <Field
        {...shared("note")}
        kind="textarea"
        label={words.note}
        hint={words.noteHint}
        rows={3}
        maxLength={callbackLimits.note}
        defaultValue={value("note")}
        look={`${look} resize-y`}
      />
      <ConsentField
        idPrefix="callback"
        kind="callback_request"
        checked={answer?.values.agreeToContact === true}
        error={errors.agreeToContact}
      />
      <NotEmergencyNotice />
      <div>
        <Button type="submit" className="w-full sm:w-auto" {...mark(hooks.busyLabel, words.busy)}>
          <span {...mark(hooks.label)}>{words.button}</span>
        </Button>
      </div>
    </form>
  );
}

/**
 * The thank-you page; when the note suggested a risk, the crisis lines first
 * and nothing competing (no WhatsApp either).
 */
function Sent({ urgent }: { urgent: boolean }) {
  const { locale, link } = useLanguage();
  const t = useT();
  const words = copy[locale];
  return (
    <section className="container-read py-12 md:py-20">
      {urgent && (
        <>
          <h1 className="font-bold text-3xl md:text-4xl">{t("Please call someone now")}</h1>
          <ContactCrisisCard
            className="mt-6"
            title={t("Talk to someone now")}
            badge="24×7"
            text={t(
              "If you might act on thoughts of ending your life or hurting yourself, call 112 or go to the nearest hospital emergency department.",
            )}
          />
        </>
      )}
      <div className={urgent ? "mt-10" : undefined}>
        <div className="flex items-start gap-3">
          <CircleCheck aria-hidden="true" className="mt-1 size-7 shrink-0 text-success" />
          {urgent ? (
            <h2 className="font-bold text-2xl">{words.sentTitle}</h2>
          ) : (
            <h1 className="font-bold text-3xl md:text-4xl">{words.sentTitle}</h1>
          )}
        </div>
        <p className="mt-4 text-lg">{words.sentText}</p>
        {!urgent && <NotEmergencyNotice className="mt-6" />}
        {/* Below the crisis line; and none at all beside the crisis lines of an urgent answer. */}
        {!urgent && <WhatsAppOffer firstLine={words.whatsAppFirstLine} className="mt-6" />}
        <HeroActions primary={{ label: words.sentBack, to: link("/contact-us") }} className="mt-8" />
      </div>
    </section>
  );
}
