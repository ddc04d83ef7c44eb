import type * as en from "../assessments.ts";
import { assessmentVisuals as assessmentVisualsEn } from "../assessments.ts";
import type { Translation } from "./translation.ts";

/**
 * The assessment catalogue in Hindi (docs/hindi-glossary.md). Ids,
 * categories, difficulties, visuals and counts as in English; the names of
 * published scales (PHQ-9, GAD-7) stay as they are.
 */

export const assessmentCategories: Translation<typeof en.assessmentCategories> = [
  { id: "mental-health", label: "मानसिक स्वास्थ्य", heading: "मानसिक स्वास्थ्य के आकलन" },
  { id: "wellness", label: "सेहत", heading: "सेहत के आकलन" },
  { id: "cognitive", label: "सोच और समझ", heading: "सोच और समझ के आकलन" },
  { id: "emotional", label: "भावनात्मक", heading: "भावनात्मक आकलन" },
  { id: "clinical", label: "क्लिनिकल", heading: "क्लिनिकल आकलन" },
];

export const assessmentDifficulties: Translation<typeof en.assessmentDifficulties> = [
  { id: "beginner", label: "शुरुआती" },
  { id: "intermediate", label: "मध्यम" },
  { id: "advanced", label: "उन्नत" },
];

/** Not text: the icon for each visual key, the English module's own. */
export const assessmentVisuals: Translation<typeof en.assessmentVisuals> = assessmentVisualsEn;

export const categoryLabel: Translation<typeof en.categoryLabel> = (id: en.AssessmentCategory | "all") =>
  id === "all" ? "सभी" : (assessmentCategories.find((c) => c.id === id)?.label ?? id);

export const difficultyLabel: Translation<typeof en.difficultyLabel> = (
  id: en.AssessmentDifficulty | "all",
) => (id === "all" ? "सभी" : (assessmentDifficulties.find((d) => d.id === id)?.label ?? id));

export const assessments: Translation<typeof en.assessments> = [
  {
    id: 1,
    title: "PHQ-9 डिप्रेशन स्क्रीनिंग",
    description:
      "नौ सवालों वाली Patient Health Questionnaire (PHQ-9): पिछले दो हफ़्तों में डिप्रेशन के लक्षणों की जाँच के लिए बड़े पैमाने पर इस्तेमाल होने वाली स्क्रीनिंग।",
    category: "clinical",
    difficulty: "beginner",
    duration: "3-5 मिनट",
    questions: 9,
    participants: null,
    rating: null,
    featured: true,
    image: "mood",
    tags: ["डिप्रेशन", "स्क्रीनिंग", "मूड", "PHQ-9"],
    objective: "डिप्रेशन की स्क्रीनिंग करना और सेशन-दर-सेशन लक्षणों में बदलाव पर नज़र रखना।",
  },
  {
    id: 2,
    title: "GAD-7 चिंता स्क्रीनिंग",
    description:
      "फ़िक्र, बेचैनी और तनाव पर सात सवाल, जिनसे सामान्यीकृत चिंता विकार (GAD) की स्क्रीनिंग होती है और उसकी गंभीरता का अंदाज़ा मिलता है।",
    category: "clinical",
    difficulty: "beginner",
    duration: "2-4 मिनट",
    questions: 7,
    participants: null,
    rating: null,
    featured: true,
    image: "anxiety",
    tags: ["चिंता", "स्क्रीनिंग", "GAD-7"],
    objective: "सामान्यीकृत चिंता विकार की स्क्रीनिंग करना और समय के साथ उसकी गंभीरता पर नज़र रखना।",
  },
  {
    id: 3,
    title: "नींद की गुणवत्ता का आकलन",
    description:
      "देखता है कि आप कितनी देर और कितनी अच्छी नींद लेते हैं, कितनी बार जागते हैं, और दिन में कितना तरोताज़ा महसूस करते हैं।",
    category: "wellness",
    difficulty: "beginner",
    duration: "5-8 मिनट",
    questions: 15,
    participants: null,
    rating: null,
    featured: false,
    image: "sleep",
    tags: ["नींद", "आराम", "जीवनशैली"],
    objective: "नींद के ऐसे पैटर्न पहचानना जो मूड, ऊर्जा और एकाग्रता पर असर डाल सकते हैं।",
  },
  {
    id: 4,
    title: "तनाव और चिंता की जाँच",
    description: "रोज़ का तनाव, फ़िक्र और चिंता के शारीरिक लक्षण, और ये रोज़मर्रा की ज़िंदगी में कितनी रुकावट डालते हैं।",
    category: "mental-health",
    difficulty: "beginner",
    duration: "6-8 मिनट",
    questions: 21,
    participants: null,
    rating: null,
    featured: false,
    image: "stress",
    tags: ["तनाव", "चिंता", "सामना करना", "रोज़मर्रा की ज़िंदगी"],
    objective: "सामान्य तनाव को ऐसी चिंता से अलग करना जिसमें सहायता की ज़रूरत हो सकती है।",
  },
  {
    id: 5,
    title: "बर्नआउट के जोखिम का आकलन",
    description: "थकान, अपने काम से दूरी और उपलब्धि की भावना के बारे में पूछता है, ताकि बर्नआउट के शुरुआती संकेत दिख सकें।",
    category: "wellness",
    difficulty: "intermediate",
    duration: "8-10 मिनट",
    questions: 22,
    participants: null,
    rating: null,
    featured: false,
    image: "burnout",
    tags: ["बर्नआउट", "काम", "थकान"],
    objective: "व्यक्तियों और देखभाल करने वाली टीमों में बर्नआउट का जोखिम जल्दी पहचानना।",
  },
  {
    id: 6,
    title: "सामाजिक चिंता का आकलन",
    description:
      "सामाजिक स्थितियों में डर और उनसे बचने की आदत को देखता है, जैसे नए लोगों से मिलना, अपनी बात कहना या दूसरों की नज़र में होना।",
    category: "mental-health",
    difficulty: "intermediate",
    duration: "5-7 मिनट",
    questions: 17,
    participants: null,
    rating: null,
    featured: false,
    image: "social",
    tags: ["सामाजिक चिंता", "टालना", "रिश्ते"],
    objective: "समझना कि सामाजिक डर रोज़ के फ़ैसलों और रिश्तों को कैसे प्रभावित करते हैं।",
  },
  {
    id: 7,
    title: "सोच के लचीलेपन का आकलन",
    description:
      "मापता है कि आप कितनी आसानी से एक काम या विचार से दूसरे पर जाते हैं, और योजना बदलने पर अपनी सोच को कैसे ढाल लेते हैं।",
    category: "cognitive",
    difficulty: "advanced",
    duration: "10-15 मिनट",
    questions: 20,
    participants: null,
    rating: null,
    featured: false,
    image: "flexibility",
    tags: ["सोच", "ढलने की क्षमता", "समस्या सुलझाना"],
    objective: "सोचने के उन तरीक़ों को समझना जो थेरेपी में बदलाव में मदद करते हैं या रुकावट डालते हैं।",
  },
  {
    id: 8,
    title: "एग्ज़ीक्यूटिव फ़ंक्शन का आकलन",
    description:
      "योजना बनाना, चीज़ें व्यवस्थित रखना, एकाग्रता और आत्म-नियंत्रण: वे हुनर जो काम शुरू करने और पूरा करने में मदद करते हैं।",
    category: "cognitive",
    difficulty: "advanced",
    duration: "12-15 मिनट",
    questions: 30,
    participants: null,
    rating: null,
    featured: false,
    image: "executive",
    tags: ["ध्यान", "योजना", "एकाग्रता", "व्यवस्था"],
    objective: "योजना, एकाग्रता और आत्म-नियंत्रण में ख़ूबियाँ और कमियाँ पहचानना।",
  },
  {
    id: 9,
    title: "इमोशनल इंटेलिजेंस प्रोफ़ाइल",
    description: "देखता है कि आप अपनी और अपने आसपास के लोगों की भावनाओं को कैसे पहचानते, समझते और सँभालते हैं।",
    category: "emotional",
    difficulty: "intermediate",
    duration: "10-12 मिनट",
    questions: 33,
    participants: null,
    rating: null,
    featured: false,
    image: "emotional-intelligence",
    tags: ["भावनाएँ", "सहानुभूति", "रिश्ते", "आत्म-जागरूकता"],
    objective: "भावनात्मक ख़ूबियों की एक प्रोफ़ाइल बनाना, जिस पर थेरेपी या कोचिंग में काम किया जा सके।",
  },
  {
    id: 10,
    title: "भावनाओं को सँभालने का आकलन",
    description:
      "देखता है कि तेज़ भावनाओं पर आप कैसी प्रतिक्रिया देते हैं, और जब भावनाएँ उफान पर हों, तो आप कौन-से तरीक़े अपनाते हैं।",
    category: "emotional",
    difficulty: "advanced",
    duration: "8-10 मिनट",
    questions: 18,
    participants: null,
    rating: null,
    featured: false,
    image: "regulation",
    tags: ["भावनाएँ", "सामना करना", "आत्म-नियंत्रण"],
    objective: "भावनाएँ सँभालने के वे तरीक़े ढूँढ़ना जो काम करते हैं, और वे जिन्हें बदलना बेहतर है।",
  },
];

export const assessmentsMeta: Translation<typeof en.assessmentsMeta> = {
  title: "आकलन",
  description:
    "भारत के चिकित्सकों के लिए संस्कृति के अनुरूप परखे गए मानसिक स्वास्थ्य आकलन: PHQ-9, GAD-7, नींद, तनाव, बर्नआउट, सोच-समझ और इमोशनल इंटेलिजेंस।",
};

export const assessmentHero: Translation<typeof en.assessmentHero> = {
  eyebrow: "आकलन",
  title: "संस्कृति के अनुरूप परखे गए मानसिक स्वास्थ्य आकलन",
  intro:
    "भारत के लोगों के लिए बने और 150+ चिकित्सकों के साथ परखे गए आकलनों से स्क्रीनिंग करें, मापें और प्रगति पर नज़र रखें। इन्हें अपनी प्रैक्टिस में, अपने क्लाइंट के साथ, एक ही जगह से इस्तेमाल करें।",
  primary: { label: "एक्सेस का अनुरोध करें", to: "/request-a-demo" },
  secondary: { label: "आकलन देखें", to: "#catalogue" },
  visualLabel:
    "आकलन की स्क्रीन का सैंपल, अंग्रेज़ी में: PHQ-9 · डिप्रेशन स्क्रीनिंग, 9 में से दूसरा सवाल, 22% पूरा, उसके चार जवाबों के साथ; दूसरा जवाब चुना गया है।",
  visualCaption:
    "यह सिर्फ़ प्रारूप दिखाने के लिए अंग्रेज़ी में एक उदाहरण है: PHQ-9 का दूसरा सवाल, उसके प्रकाशित अंग्रेज़ी शब्दों में (Kroenke, Spitzer & Williams, 2001)। हम इस प्रश्नावली का अपना अनुवाद नहीं दिखाते।",
};

export const assessmentCatalogue: Translation<typeof en.assessmentCatalogue> = {
  search: { label: "आकलन खोजें", placeholder: "जैसे: नींद" },
  category: { label: "श्रेणी", all: "सभी श्रेणियाँ" },
  difficulty: { label: "स्तर", all: "सभी स्तर" },
  status: {
    one: "{total} में से {count} आकलन दिख रहा है",
    other: "{total} में से {count} आकलन दिख रहे हैं",
  },
  noScript: "खोज और फ़िल्टर के लिए JavaScript ज़रूरी है। सभी आकलन नीचे दिए गए हैं।",
  title: "सभी आकलन",
  count: { one: "{count} आकलन", other: "{count} आकलन" },
  empty: {
    title: "कोई आकलन नहीं मिला",
    text: "अपनी खोज या फ़िल्टर बदलकर देखें",
    clear: "सभी फ़िल्टर हटाएँ",
  },
  featured: {
    title: "चुनिंदा आकलन",
    text: "कम सवालों वाले स्क्रीनिंग टूल, जो बहुत जगह इस्तेमाल होते हैं: शुरुआत के लिए अच्छा विकल्प।",
  },
  more: "और आकलन",
  guide: { label: "आकलन गाइड", title: "शुरुआत के लिए गाइड" },
  categories: "श्रेणियाँ",
  help: {
    title: "मदद चाहिए?",
    text: "पक्का नहीं कि कौन-सा आकलन सही रहेगा? चुनने में हमारी टीम आपकी मदद कर सकती है।",
    action: { label: "सहायता टीम से संपर्क करें", to: "/contact-us" },
  },
  card: {
    objective: "उद्देश्य: ",
    time: "समय",
    length: "लंबाई",
    questions: { one: "{count} सवाल", other: "{count} सवाल" },
    tags: "टैग",
    moreTags: " और टैग: {tags}",
    action: { label: "एक्सेस का अनुरोध करें", to: "/request-a-demo" },
    actionContext: ": {title}",
  },
};

export const quickStartSteps: Translation<typeof en.quickStartSteps> = [
  { title: "आकलन चुनें", text: "सही आकलन ढूँढ़ने के लिए सूची में खोजें या फ़िल्टर लगाएँ।" },
  { title: "सवालों के जवाब दें", text: "एक बार में एक सवाल का जवाब दें। ज़्यादातर में बस कुछ मिनट लगते हैं।" },
  { title: "नतीजे समझें", text: "नतीजे देखें, और यह भी कि समय के साथ वे कैसे बदलते हैं।" },
];

export const assessmentClosing: Translation<typeof en.assessmentClosing> = {
  title: "अपनी प्रैक्टिस के लिए सही आकलन ढूँढ़ें",
  text: "पूरी सूची देखें, या इसके पीछे की देखभाल के हमारे नज़रिए के बारे में पढ़ें।",
  primary: { label: "सभी आकलन देखें", to: "#catalogue" },
  secondary: { label: "हमारे तरीक़ों के बारे में जानें", to: "/approach" },
};
