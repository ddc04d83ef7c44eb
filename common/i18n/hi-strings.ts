/**
 * Hindi for the visitor-facing interface texts that are not page copy
 * (form errors, labels, thank-you pages, the privacy notice, the mails a
 * visitor receives), following docs/hindi-glossary.md.
 *
 * Keys are the English texts exactly as the code has them today. Where the
 * English is a template, its `${...}` parts are written as `{placeholders}`
 * named after the variable, in letters only so that `fill()` and
 * `fillText()` (app/i18n/fill.tsx) can fill them: a schema's length limit is
 * `{max}` or `{min}` (as `text()` calls it), `site.name` is `{name}`,
 * `site.email` `{email}`, `grievance.name` `{grievanceName}`. The Hindi keeps
 * the same placeholders, often in a different place in the sentence. Where
 * JSX splits a sentence around links (the crisis lines), the key is the whole
 * sentence as a visitor reads it, with the linked parts as placeholders named
 * as app/i18n/interface.ts names them (`{teleManas} {short}`, `{long}`,
 * `{emergency}`), so the Hindi can put them where Hindi word order needs them. A text used in several files appears once,
 * under the first file; a comment names the others. Staff and back-office
 * texts are left out.
 *
 * The consent wording is stored in the consent ledger word for word: a
 * Hindi form must store the Hindi text it showed.
 */
export const hindiOf: Readonly<Record<string, string>> = {
  // common/constants.ts (contactInquiryOptions, shown by contact-form.tsx)
  "General question": "सामान्य सवाल",
  "Starting therapy": "थेरेपी शुरू करना",
  "Insurance and payment": "बीमा और भुगतान",
  "Technical support": "तकनीकी सहायता",
  Partnerships: "साझेदारी",
  Feedback: "फ़ीडबैक",
  // common/schemas/contact.ts (errors)
  "Tell us whether you are 18 or over.": "हमें बताएँ कि आपकी उम्र 18 साल या उससे ज़्यादा है या नहीं।",
  "Choose what your message is about.": "चुनें कि आपका संदेश किस बारे में है।",
  "Choose Yes or No.": "“हाँ” या “नहीं” चुनें।",
  "Enter your name.": "अपना नाम लिखें।",
  // also common/schemas/demo-request.ts
  "Your name must be {max} characters or fewer.": "आपका नाम {max} अक्षरों से ज़्यादा का नहीं हो सकता।",
  // also common/schemas/waitlist.ts, server/services/lead-kinds/waitlist.ts
  "Enter your email address.": "अपना ईमेल पता लिखें।",
  // also common/schemas/demo-request.ts
  "Your email address must be {max} characters or fewer.": "आपका ईमेल पता {max} अक्षरों से ज़्यादा का नहीं हो सकता।",
  // also common/schemas/waitlist.ts
  "Enter an email address in the right format, like name@example.com.":
    "ईमेल पता सही रूप में लिखें (जैसे name@example.com)।",
  "Enter a subject for your message.": "अपने संदेश का विषय लिखें।",
  "The subject must be {max} characters or fewer.": "विषय {max} अक्षरों से ज़्यादा का नहीं हो सकता।",
  "Enter your message.": "अपना संदेश लिखें।",
  // also common/schemas/demo-request.ts
  "Your message must be {max} characters or fewer.": "आपका संदेश {max} अक्षरों से ज़्यादा का नहीं हो सकता।",
  "Tick the box so that we can answer your message.": "बॉक्स पर टिक करें, ताकि हम आपके संदेश का जवाब दे सकें।",

  // common/schemas/demo-request.ts (also server/services/lead-kinds/demo-request.ts)
  "Choose a date and a time, like 30 Nov 2026, 10:30 am.": "तारीख़ और समय चुनें, जैसे 30 नवंबर 2026, सुबह 10:30।",
  "Enter your full name.": "अपना पूरा नाम लिखें।",
  "Enter your work email address.": "अपने काम का ईमेल पता लिखें।",
  "Enter an email address in the right format, like name@clinic.in.":
    "ईमेल पता सही रूप में लिखें (जैसे name@clinic.in)।",
  "Enter the name of your organisation.": "अपनी संस्था का नाम लिखें।",
  "The organisation name must be {max} characters or fewer.":
    "संस्था का नाम {max} अक्षरों से ज़्यादा का नहीं हो सकता।",
  "Enter your role or job title.": "अपना पद या भूमिका लिखें।",
  "Your role must be {max} characters or fewer.": "आपका पद {max} अक्षरों से ज़्यादा का नहीं हो सकता।",
  "Enter your phone number.": "अपना फ़ोन नंबर लिखें।",
  "Enter a phone number of {max} characters or fewer.": "{max} या उससे कम अक्षरों का फ़ोन नंबर लिखें।",
  "Use only digits, spaces and + ( ) - in your phone number.":
    "फ़ोन नंबर में सिर्फ़ अंक, स्पेस और + ( ) - का इस्तेमाल करें।",
  "Enter a phone number of at least {min} characters.": "कम से कम {min} अक्षरों का फ़ोन नंबर लिखें।",
  "Enter a phone number with at least {min} digits.": "कम से कम {min} अंकों वाला फ़ोन नंबर लिखें।",
  "Select the product you would like to see.": "वह प्रोडक्ट चुनें जो आप देखना चाहते हैं।",
  "Tell us what you would like to see in the demo.": "हमें बताएँ कि आप डेमो में क्या देखना चाहते हैं।",
  "Tick the box so that we can contact you about your demo.":
    "बॉक्स पर टिक करें, ताकि हम आपके डेमो के बारे में आपसे संपर्क कर सकें।",
  // common/phone.ts (phoneFormatMessage, used by common/schemas/demo-request.ts)
  "Enter a 10-digit Indian number starting with 6, 7, 8 or 9, or an international number starting with + and its country code.":
    "6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय नंबर लिखें, या + और देश के कोड से शुरू होने वाला अंतरराष्ट्रीय नंबर।",
  // common/constants.ts (inquiryOptions, shown by demo-form.tsx and in the demo-booked mail)
  "For Practitioners": "चिकित्सकों के लिए",
  "For Students": "छात्रों के लिए",
  Assessments: "आकलन",
  Whitepapers: "व्हाइट पेपर",
  Other: "अन्य",

  // common/schemas/waitlist.ts (also app/enhance/waitlist.ts)
  "That email address is too long.": "यह ईमेल पता बहुत लंबा है।",
  "Tick the box so that we can email you at launch.": "बॉक्स पर टिक करें, ताकि लॉन्च पर हम आपको ईमेल कर सकें।",

  // common/schemas/text.ts
  "This holds a character that cannot be stored (NUL). Remove it and try again.":
    "इसमें एक ऐसा अक्षर है जिसे सेव नहीं किया जा सकता (NUL)। उसे हटाकर फिर से कोशिश करें।",
  "Use at most {max} characters.": "ज़्यादा से ज़्यादा {max} अक्षर इस्तेमाल करें।",

  // common/schemas/field-errors.ts: no visitor-facing text.

  // common/consent.ts (the checkbox's words, and the purpose stored with them)
  "I agree to be contacted by {company}.": "मैं सहमत हूँ कि {company} मुझसे संपर्क करे।",
  "To arrange the demo asked for and answer questions about it.":
    "माँगा गया डेमो तय करने और उसके बारे में सवालों के जवाब देने के लिए।",
  "I agree to {company} using these details to answer my message.":
    "मैं सहमत हूँ कि {company} मेरे संदेश का जवाब देने के लिए इस जानकारी का इस्तेमाल करे।",
  "To answer the message.": "संदेश का जवाब देने के लिए।",
  "I agree to {company} emailing me when it launches.": "मैं सहमत हूँ कि लॉन्च होने पर {company} मुझे ईमेल करे।",
  "To send one email at launch.": "लॉन्च पर एक ईमेल भेजने के लिए।",

  // common/site-config.ts (crisisLines, shown by the layout and the thank-you pages; the
  // footer's tagline is app/i18n/interface.hi.ts's, its one Hindi wording)
  "This website is not an emergency service. If you or someone else is in immediate danger, call 112.":
    "यह वेबसाइट इमरजेंसी सेवा नहीं है। अगर आप या कोई और तुरंत ख़तरे में है, तो 112 पर कॉल करें।",
  Emergency: "इमरजेंसी",

  // The privacy notice's title, as the consent checkbox's link (consent-field.tsx) and
  // app/routes/marketing/privacy.tsx name it. The notice itself is
  // common/privacy-notice.hi.ts alone: its text is its version, so it has one source.
  "Privacy notice": "निजता सूचना",

  // app/components/layout/crisis-line.tsx (one sentence around three tap-to-call links)
  "In crisis? Call {teleManas} {short} (free, 24×7) or {long}. In an emergency, call {emergency}.":
    "संकट में हैं? {teleManas} को {short} (मुफ़्त, 24×7) या {long} पर कॉल करें। इमरजेंसी में {emergency} पर कॉल करें।",

  // app/components/layout/exit-this-page.tsx
  "Exit this page": "यह पेज छोड़ें",
  // app/enhance/exit-this-page.ts (shortcutDescription, added to the link above by its script)
  "Or press the Shift key 3 times to leave this page quickly.":
    "या यह पेज जल्दी छोड़ने के लिए Shift बटन 3 बार दबाएँ।",

  // app/components/layout/get-help-link.tsx
  "Get help now": "अभी मदद पाएँ",

  // app/components/layout/mobile-menu.tsx
  "Open menu": "मेन्यू खोलें",
  "Close menu": "मेन्यू बंद करें",
  Mobile: "मोबाइल मेन्यू",
  "Need help now?": "अभी मदद चाहिए?",

  // app/components/layout/site-footer.tsx
  // also app/components/sections/demo-form.tsx, app/routes/request-a-demo.tsx
  "Request a Demo": "डेमो का अनुरोध करें",
  "Join the Waitlist": "वेटलिस्ट में जुड़ें",
  "More ways to get help": "मदद पाने के और तरीक़े",
  "{name} on LinkedIn (opens in a new tab)": "LinkedIn पर {name} (नए टैब में खुलता है)",
  "{name} on X, formerly Twitter (opens in a new tab)": "X (पहले Twitter) पर {name} (नए टैब में खुलता है)",
  "© {year} {name}. All rights reserved.": "© {year} {name}। सर्वाधिकार सुरक्षित।",

  // app/components/layout/site-header.tsx
  Main: "मुख्य मेन्यू",

  // app/components/layout/logo.tsx
  "{name}, home": "{name}, होम पेज",

  // app/components/sections/contact-form.tsx
  "What is your message about?": "आपका संदेश किस बारे में है?",
  "Your name": "आपका नाम",
  "Your email address": "आपका ईमेल पता",
  Subject: "विषय",
  "Your message": "आपका संदेश",
  // every public form's error line (errorLead: read by screen readers before a field's error)
  "Error: ": "ग़लती: ",
  "Your message was not sent": "आपका संदेश नहीं भेजा गया",
  "Up to {max} characters. Share only what you are comfortable sharing; our team reads it to reply.":
    "ज़्यादा से ज़्यादा {max} अक्षर। सिर्फ़ उतना ही बताएँ जितना बताने में आप सहज हों; हमारी टीम इसे जवाब देने के लिए पढ़ती है।",

  // app/components/sections/demo-form.tsx
  "First choice": "पहली पसंद",
  "Second choice": "दूसरी पसंद",
  "Third choice": "तीसरी पसंद",
  "Full name": "पूरा नाम",
  "Work email": "काम का ईमेल",
  Organisation: "संस्था",
  "Role / title": "पद / भूमिका",
  Phone: "फ़ोन",
  "Tell us about your organisation": "हमें अपनी संस्था के बारे में बताएँ",
  "All fields are required except the preferred demo times.":
    "डेमो के लिए पसंद के समय को छोड़कर, सभी फ़ील्ड भरना ज़रूरी है।",
  "There is a problem": "कुछ ठीक करना होगा",
  "Product of interest": "आप कौन-सा प्रोडक्ट देखना चाहते हैं",
  "Select a product": "प्रोडक्ट चुनें",
  Message: "संदेश",
  "What would you like to see, and roughly how many people would use it?":
    "आप क्या देखना चाहेंगे, और लगभग कितने लोग इसका इस्तेमाल करेंगे?",
  "Preferred demo times (optional)": "डेमो के लिए आपकी पसंद का समय (वैकल्पिक)",
  "Up to three, in India time (IST), within our hours: {hours}. We confirm one by email.":
    "भारतीय समय (IST) में तीन तक, हमारे कामकाजी समय के अंदर: {hours}। हम इनमें से एक की पुष्टि ईमेल से करेंगे।",
  // also coming-soon-waitlist.tsx
  "Submitting...": "भेजा जा रहा है...",

  // app/components/sections/demo-next-steps.tsx
  "What happens next": "आगे क्या होगा",
  "We read your request": "हम आपका अनुरोध पढ़ते हैं",
  "Your answers go to our team, so we know which part of the platform matters to you.":
    "आपके जवाब हमारी टीम तक पहुँचते हैं, ताकि हमें पता रहे कि प्लेटफ़ॉर्म का कौन-सा हिस्सा आपके लिए ज़रूरी है।",
  "We reply within 24 hours": "हम 24 घंटे के अंदर जवाब देते हैं",
  "We write or call to find a time that suits you and anyone else who should join.":
    "हम आपको लिखते या कॉल करते हैं, ताकि ऐसा समय तय हो जो आपके और साथ जुड़ने वाले बाक़ी लोगों के लिए ठीक हो।",
  "A demo built around your work": "आपके काम के हिसाब से बना डेमो",
  "We walk you through the practice CRM, validated assessments or TheraSim, and answer your questions.":
    "हम आपको प्रैक्टिस CRM, जाँचे-परखे आकलन या TheraSim दिखाते हैं, और आपके सवालों के जवाब देते हैं।",
  "Prefer to talk to us directly?": "सीधे हमसे बात करना चाहते हैं?",
  "Looking for help for yourself?": "अपने लिए मदद ढूँढ़ रहे हैं?",
  "This form is for organisations. If you need support now:":
    "यह फ़ॉर्म संस्थाओं के लिए है। अगर आपको अभी सहारा चाहिए:",

  // app/components/ui/toasts.tsx (the demo page's messages)
  Notifications: "सूचनाएँ",
  "Dismiss notification": "सूचना बंद करें",

  // app/components/sections/consent-field.tsx (followed by the "Privacy notice" link)
  "How we use and keep your details:": "हम आपकी जानकारी का इस्तेमाल कैसे करते हैं और उसे कैसे रखते हैं:",

  // app/components/sections/not-emergency-notice.tsx (one paragraph around two tap-to-call links)
  "This form is not an emergency service.": "यह फ़ॉर्म इमरजेंसी सेवा नहीं है।",
  "If you are in crisis, call {teleManas} {short} (free, 24×7). If you or someone else is in immediate danger, call {emergency}.":
    "अगर आप संकट में हैं, तो {teleManas} को {short} पर कॉल करें (मुफ़्त, 24×7)। अगर आप या कोई और तुरंत ख़तरे में है, तो {emergency} पर कॉल करें।",

  // app/components/sections/contact-crisis-card.tsx
  "free, 24×7": "मुफ़्त, 24×7",
  "{teleManas}, toll-free": "{teleManas}, टोल-फ़्री",
  "emergency services": "इमरजेंसी सेवाएँ",
  // read by screen readers before each number
  "Call ": "कॉल करें: ",

  // app/components/sections/coming-soon-waitlist.tsx
  "Rather talk now?": "अभी बात करना चाहते हैं?",
  "Write to {email}.": "{email} पर लिखें।",
  "Send us a message": "हमें संदेश भेजें",

  // app/routes/contact-us-sent.tsx
  "Message received": "संदेश मिल गया",
  "Thank you for your message. We reply to every message.": "आपके संदेश के लिए धन्यवाद। हम हर संदेश का जवाब देते हैं।",
  "Please call someone now": "कृपया अभी किसी को कॉल करें",
  "What you wrote tells us you may be going through something very hard. You do not have to wait for us: trained counsellors answer these numbers at any hour, free of charge.":
    "आपने जो लिखा है, उससे हमें लगता है कि आप शायद किसी बहुत मुश्किल दौर से गुज़र रहे हैं। आपको हमारा इंतज़ार नहीं करना है: इन नंबरों पर प्रशिक्षित काउंसलर किसी भी समय बात करते हैं, और कॉल मुफ़्त है।",
  "Talk to someone now": "अभी किसी से बात करें",
  "If you might act on thoughts of ending your life or hurting yourself, call 112 or go to the nearest hospital emergency department.":
    "अगर आपको लगता है कि आप अपना जीवन ख़त्म करने या ख़ुद को नुक़सान पहुँचाने के विचारों पर अमल कर सकते हैं, तो 112 पर कॉल करें या सबसे नज़दीकी अस्पताल के इमरजेंसी विभाग में जाएँ।",
  "We have your message": "आपका संदेश हमें मिल गया है",
  "A member of our team will read it and reply {promise}. If you can, stay with someone you trust until then.":
    "हमारी टीम का कोई सदस्य इसे पढ़कर {promise} जवाब देगा। हो सके तो तब तक किसी ऐसे व्यक्ति के साथ रहें जिस पर आपको भरोसा है।",
  "Thank you, your message is in": "धन्यवाद, आपका संदेश हमें मिल गया है",
  "A member of our team will reply {promise}, to the email address you gave.":
    "हमारी टीम का कोई सदस्य {promise} आपके दिए ईमेल पते पर जवाब देगा।",
  "Read the FAQs": "सवाल-जवाब पढ़ें",
  // common/contact-intake.ts (replyPromise: the {promise} above and the {replyTime} of the mails)
  "within {urgentReplyMinutes} minutes": "{urgentReplyMinutes} मिनट के अंदर",
  "within {hours} hours": "{hours} घंटे के अंदर",
  "within {hours} hour": "{hours} घंटे के अंदर",

  // app/components/sections/whatsapp-offer.tsx (the contact page, the callback and demo thank-you pages)
  "Message us on WhatsApp": "WhatsApp पर हमें संदेश भेजें",
  "Rather write than call? We answer WhatsApp messages during support hours. It is not for a crisis: then call the numbers above.":
    "फ़ोन की जगह लिखना चाहें? हम सहायता के समय में WhatsApp संदेशों का जवाब देते हैं। संकट में WhatsApp पर न लिखें, ऊपर दिए नंबरों पर कॉल करें।",

  // app/routes/request-a-demo-sent.tsx
  "Demo request received": "डेमो अनुरोध मिल गया",
  "Thank you for your demo request. We reply within 24 hours.":
    "डेमो के अनुरोध के लिए धन्यवाद। हम 24 घंटे के अंदर जवाब देते हैं।",
  "Thank you, your demo request is in": "धन्यवाद, आपका डेमो अनुरोध हमें मिल गया है",
  "Demo request submitted successfully! We'll get back to you soon: a member of our team replies within 24 hours to find a time that suits you.":
    "डेमो अनुरोध भेज दिया गया है! हम जल्द ही आपसे संपर्क करेंगे: हमारी टीम का कोई सदस्य 24 घंटे के अंदर जवाब देकर आपके लिए सही समय तय करेगा।",
  "See how it works": "देखें यह कैसे काम करता है",
  // The first line of a WhatsApp message started there (gender-neutral, as a visitor's own words)
  "Hello, I have just requested a demo on your website.": "नमस्ते, मैंने अभी आपकी वेबसाइट पर डेमो का अनुरोध किया है।",

  // app/routes/request-a-demo.tsx
  "See the practice CRM, culturally validated assessments and TheraSim with your own use in mind. Tell us about your organisation and we reply within 24 hours.":
    "प्रैक्टिस CRM, संस्कृति के अनुरूप परखे गए आकलन और TheraSim को अपने काम को ध्यान में रखकर देखें। हमें अपनी संस्था के बारे में बताएँ, हम 24 घंटे के अंदर जवाब देते हैं।",
  "For clinics, institutions and organisations": "क्लिनिकों, शिक्षण संस्थानों और दूसरी संस्थाओं के लिए",
  "See the practice CRM, culturally validated assessments and TheraSim for training, shown with your work in mind. Send the form and we reply within 24 hours.":
    "प्रैक्टिस CRM, संस्कृति के अनुरूप परखे गए आकलन और ट्रेनिंग के लिए TheraSim देखें, आपके काम को ध्यान में रखकर। फ़ॉर्म भेजें, हम 24 घंटे के अंदर जवाब देते हैं।",
  "Demo request": "डेमो अनुरोध",

  // app/routes/marketing/privacy.tsx ("Privacy notice" under common/privacy-notice.ts)
  "What our demo, contact and waitlist forms collect, why, how long we keep it, who sees it, and your rights under India's Digital Personal Data Protection Act.":
    "हमारे डेमो, संपर्क और वेटलिस्ट फ़ॉर्म क्या जानकारी लेते हैं, क्यों, हम उसे कितने समय तक रखते हैं, उसे कौन देखता है, और भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम के तहत आपके अधिकार।",
  Privacy: "निजता",
  "That version of the privacy notice was not found": "निजता सूचना का वह संस्करण नहीं मिला",
  "Read the privacy notice in force": "अभी लागू निजता सूचना पढ़ें",
  "Version {version}, in force since {publishedAt}.": "संस्करण {version}, {publishedAt} से लागू।",
  "Version {version}, in force since {publishedAt}. This is an earlier version, kept for the record.":
    "संस्करण {version}, {publishedAt} से लागू। यह पुराना संस्करण है, जिसे रिकॉर्ड के लिए रखा गया है।",
  "You are reading an earlier version of our privacy notice.": "आप हमारी निजता सूचना का पुराना संस्करण पढ़ रहे हैं।",
  "Read the notice in force": "अभी लागू सूचना पढ़ें",
  "Earlier versions": "पुराने संस्करण",
  "Version {version}, from {publishedAt}": "संस्करण {version}, {publishedAt} से",

  // app/enhance/contact-form.ts: no text of its own (contactFormCopy and the schema's messages).

  // app/enhance/demo-form.ts
  "Demo request submitted successfully! We'll get back to you soon.":
    "डेमो अनुरोध भेज दिया गया है! हम जल्द ही आपसे संपर्क करेंगे।",
  "Submission failed: {error}": "भेजा नहीं जा सका: {error}",
  "Unknown error": "कोई अनजानी ग़लती",
  "Error submitting form: {error}": "फ़ॉर्म भेजने में ग़लती: {error}",

  // app/enhance/waitlist.ts
  "Something went wrong. Please try again.": "कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।",
  "We could not reach the server. Please check your connection and try again.":
    "हम सर्वर तक नहीं पहुँच सके। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।",

  // app/enhance/form.ts, app/enhance/toast.ts: no visitor-facing text.

  // app/enhance/retry.ts
  "Retrying...": "फिर से कोशिश हो रही है...",

  // server/services/mail/compose.ts and lead-kinds/*-mails.ts (the visitor's acknowledgement, waitlist confirmation and demo invitation)
  "Tele-MANAS, the free national mental-health helpline, open all day, every day: 14416 or 1-800-891-4416":
    "Tele-MANAS, राष्ट्रीय मानसिक स्वास्थ्य हेल्पलाइन, जो मुफ़्त है और 24×7 उपलब्ध है: 14416 या 1-800-891-4416",
  "Emergency: 112": "इमरजेंसी: 112",
  "within 24 hours": "24 घंटे के अंदर",
  "Warm regards,\nThe {company} team": "शुभकामनाओं के साथ,\n{company} टीम",
  "Dear {name},": "प्रिय {name},",
  "Hello,": "नमस्ते,",
  "If you are in danger or thinking of harming yourself, please call now:":
    "अगर आप ख़तरे में हैं या ख़ुद को नुक़सान पहुँचाने के बारे में सोच रहे हैं, तो कृपया अभी कॉल करें:",
  "We have received {received}. Someone from our team will contact you {replyTime}.":
    "हमें {received} मिल गया है। हमारी टीम से कोई {replyTime} आपसे संपर्क करेगा।",
  "You do not have to face this alone. Reaching out was the right thing to do.":
    "आपको इसका सामना अकेले नहीं करना है। आपने संपर्क करके सही किया।",
  "Thank you for getting in touch with {company}. We have received {received}, and someone from our team will write to you {replyTime}.":
    "{company} से संपर्क करने के लिए धन्यवाद। हमें {received} मिल गया है, और हमारी टीम से कोई {replyTime} आपको लिखेगा।",
  "If there is anything you would like to add in the meantime, simply reply to this email.":
    "अगर तब तक आप कुछ और जोड़ना चाहें, तो बस इस ईमेल का जवाब दें।",
  "You are receiving this email because this address was entered on our website. If that was not you, please ignore it.":
    "आपको यह ईमेल इसलिए मिला है क्योंकि हमारी वेबसाइट पर यह पता डाला गया था। अगर वह आप नहीं थे, तो कृपया इसे अनदेखा करें।",
  "Changed your mind? You can withdraw your consent and have us erase your details at any time. This link works for {withdrawalLinkDays} days; after that, write to us.":
    "क्या आपने अपना मन बदल लिया है? आप कभी भी अपनी सहमति वापस लेकर हमसे अपनी जानकारी मिटवा सकते हैं। यह लिंक {withdrawalLinkDays} दिन तक काम करता है; उसके बाद हमें लिखें।",
  "Withdraw consent and erase my details": "सहमति वापस लें और मेरी जानकारी मिटाएँ",
  "We have received your demo request": "हमें आपका डेमो अनुरोध मिल गया है",
  "your request for a demo": "डेमो के लिए आपका अनुरोध",
  "We have received your message": "हमें आपका संदेश मिल गया है",
  "your message": "आपका संदेश",
  "You are on the {company} waitlist": "आप {company} की वेटलिस्ट में हैं",
  "Thank you for joining the {company} waitlist. We will write to you as soon as we launch; until then, this is the only email you will get from us.":
    "{company} की वेटलिस्ट में जुड़ने के लिए धन्यवाद। लॉन्च होते ही हम आपको लिखेंगे; तब तक, हमारी ओर से आपको बस यही एक ईमेल मिलेगा।",
  "If you did not sign up, or would rather not hear from us, simply reply to this email and we will remove your address.":
    "अगर आपने साइन-अप नहीं किया था, या आप हमसे ईमेल नहीं पाना चाहते, तो बस इस ईमेल का जवाब दें और हम आपका पता हटा देंगे।",
  "If you did not sign up, please ignore this email.":
    "अगर आपने साइन-अप नहीं किया था, तो कृपया इस ईमेल को अनदेखा करें।",
  "{company} demo: {product}": "{company} डेमो: {product}",
  "Your demo of {product} with {company}. Reply to the email if the time no longer suits you.":
    "{company} के साथ {product} का आपका डेमो। अगर यह समय अब आपके लिए ठीक नहीं है, तो ईमेल का जवाब दें।",
  "Your demo is booked: {start}": "आपका डेमो बुक हो गया है: {start}",
  "Your demo of {product} is booked for {start} ({minutes} minutes). The calendar file with this email adds it to your calendar.":
    "{product} का आपका डेमो {start} के लिए बुक है ({minutes} मिनट)। इस ईमेल के साथ भेजी गई कैलेंडर फ़ाइल इसे आपके कैलेंडर में जोड़ देती है।",
  "If the time no longer suits you, reply to this email and we will find another.":
    "अगर यह समय अब आपके लिए ठीक नहीं है, तो इस ईमेल का जवाब दें और हम दूसरा समय ढूँढ़ेंगे।",
  "If the time no longer suits you, write to us through the contact page and we will find another.":
    "अगर यह समय अब आपके लिए ठीक नहीं है, तो संपर्क पेज से हमें लिखें और हम दूसरा समय ढूँढ़ेंगे।",

  // server/services/lead-kinds/*.ts (what a refused form tells the visitor)
  "Too many messages from your connection. Please wait a few minutes and try again, or call us.":
    "आपके कनेक्शन से बहुत ज़्यादा संदेश आए हैं। कृपया कुछ मिनट रुककर फिर से कोशिश करें, या हमें कॉल करें।",
  "Too many requests from your connection. Please wait a few minutes and try again, or email us.":
    "आपके कनेक्शन से बहुत ज़्यादा अनुरोध आए हैं। कृपया कुछ मिनट रुककर फिर से कोशिश करें, या हमें ईमेल करें।",
  "Too many sign-ups from your connection. Please try again in a few minutes.":
    "आपके कनेक्शन से बहुत ज़्यादा साइन-अप हुए हैं। कृपया कुछ मिनट बाद फिर से कोशिश करें।",
  "Please check the highlighted fields.": "कृपया हाइलाइट किए गए फ़ील्ड जाँचें।",
  "Choose a time within our hours: {hours}.": "हमारे कामकाजी समय के अंदर का समय चुनें: {hours}।",
  "Choose a time at least an hour from now.": "अभी से कम से कम एक घंटे बाद का समय चुनें।",
  "Choose a time within the next {slotHorizonDays} days.": "अगले {slotHorizonDays} दिनों के अंदर का समय चुनें।",

  // app/routes/marketing/contact-us.tsx
  "Contact Us": "संपर्क करें",
  "Call, email or send us a message about therapy, the platform or partnerships. We reply within 24 hours. In crisis, call Tele-MANAS 14416.":
    "थेरेपी, प्लेटफ़ॉर्म या साझेदारी के बारे में हमें कॉल करें, ईमेल करें या संदेश भेजें। हम 24 घंटे के अंदर जवाब देते हैं। संकट में हों तो Tele-MANAS को 14416 पर कॉल करें।",
  "In crisis? Call {teleManas} {short} now, or see {crisisSupport} below.":
    "संकट में हैं? अभी {teleManas} को {short} पर कॉल करें, या नीचे {crisisSupport} देखें।",
  "crisis support": "संकट में सहायता",
  "Other ways to reach us": "हम तक पहुँचने के और तरीक़े",
  "Support hours": "सहायता का समय",
  Email: "ईमेल",
  "We reply within 24 hours.": "हम 24 घंटे के अंदर जवाब देते हैं।",
  Office: "दफ़्तर",
  "Crisis line": "संकट हेल्पलाइन",
  "What to expect": "क्या उम्मीद करें",
  "How quickly we reply": "हम कितनी जल्दी जवाब देते हैं",
  "We answer every message. How fast depends on what it is about.":
    "हम हर संदेश का जवाब देते हैं। कितनी जल्दी, यह इस पर निर्भर है कि संदेश किस बारे में है।",
  "Reply times by type of enquiry": "सवाल के प्रकार के हिसाब से जवाब का समय",
  "Type of enquiry": "सवाल का प्रकार",
  "We reply": "हम जवाब देते हैं",
  Crisis: "संकट",
  "Immediately: do not wait for us.": "तुरंत: हमारा इंतज़ार न करें।",
  "Call {teleManas} {short} or, in an emergency, {emergency}. We are not a crisis service.":
    "{teleManas} को {short} पर कॉल करें, या इमरजेंसी में {emergency} पर। हम संकट सेवा नहीं हैं।",
  "Find the right help": "सही मदद पाएँ",
  "How can we help?": "हम आपकी क्या मदद कर सकते हैं?",
  "Quick ways to reach us": "हम तक जल्दी पहुँचने के तरीक़े",
  "Pick what you need. Each card takes you to the right place.":
    "चुनें कि आपको क्या चाहिए। हर कार्ड आपको सही जगह ले जाएगा।",
};
