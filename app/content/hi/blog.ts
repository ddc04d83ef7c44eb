import type * as en from "../blog.ts";
import type { Translation } from "./translation.ts";

/**
 * The blog's reader pages in Hindi (docs/hindi-glossary.md): the words
 * around the posts, never the posts themselves. Category ids stay; their
 * names are said here. A count's forms follow Hindi plural rules, where 0
 * and 1 share a form ("0 लेख मिला", "1 लेख मिला", "2 लेख मिले").
 */

export const blogCategoryNames: Translation<typeof en.blogCategoryNames> = {
  all: "सभी लेख",
  "mental-health": "मानसिक स्वास्थ्य",
  wellness: "सेहत",
  relationships: "रिश्ते",
  "self-care": "अपनी देखभाल",
  research: "रिसर्च",
  technology: "हेल्थकेयर टेक्नोलॉजी",
  innovation: "नए प्रयोग",
  industry: "इंडस्ट्री की जानकारी",
  "case-studies": "केस स्टडी",
};

export const blogListingCopy: Translation<typeof en.blogListingCopy> = {
  searchLabel: "लेख खोजें",
  searchHint: "लेख के शीर्षक, सारांश और लेखक के नाम में खोजा जाता है।",
  searchButton: "खोजें",
  categoryNav: "विषय के हिसाब से देखें",
  allButton: "सभी",
  taggedWith: "टैग: {tag}",
  removeTag: "टैग हटाएँ",
  featuredTitle: "ख़ास लेख",
  // "“नींद” खोजने पर #sleep टैग में 2 लेख मिले": the search and the tag come first in Hindi.
  status: "{matching}{tagged}{count}",
  count: { one: "{count} लेख", other: "{count} लेख" },
  found: { one: "{count} लेख मिला", other: "{count} लेख मिले" },
  matching: "“{query}” खोजने पर ",
  tagged: "#{tag} टैग में ",
  noneFound: "कोई लेख नहीं मिला",
  tryAnother: "कोई और शब्द लिखकर देखें, या कोई दूसरा विषय चुनें।",
  showAll: "सभी लेख देखें",
  pagesNav: "लेखों के पेज",
  previous: "पिछला",
  next: "अगला",
  pageOf: "{pages} में से पेज {page}",
};

export const blogSidebarCopy: Translation<typeof en.blogSidebarCopy> = {
  popularTitle: "सबसे ज़्यादा पढ़े गए लेख",
  categoriesTitle: "विषय",
  countWord: { one: " लेख", other: " लेख" },
};

export const blogCardCopy: Translation<typeof en.blogCardCopy> = {
  featured: "ख़ास",
  readArticle: "लेख पढ़ें",
  readTime: { one: "पढ़ने में {count} मिनट", other: "पढ़ने में {count} मिनट" },
  dateUnavailable: "तारीख़ उपलब्ध नहीं",
};

export const blogArticleCopy: Translation<typeof en.blogArticleCopy> = {
  backToBlogs: "ब्लॉग पर वापस जाएँ",
  writtenBy: "लेखक",
  aboutAuthor: "लेखक के बारे में",
  tags: "टैग",
  translations: "यह लेख दूसरी भाषाओं में",
  reviewedBy: "इस लेख की क्लिनिकल समीक्षा {name}{credential} ने {date} को की।",
  credential: " ({credential})",
  nextReview: "अगली समीक्षा {date} तक होनी है।",
  relatedTitle: "और पढ़ें",
};

export const blogNotFoundCopy: Translation<typeof en.blogNotFoundCopy> = {
  title: "लेख नहीं मिला",
  text: "आप जो लेख ढूँढ़ रहे हैं, वह हमें नहीं मिला।",
  hint: "हो सकता है वह कहीं और चला गया हो, या लिंक में कोई ग़लती हो।",
};

export const blogListingMeta: Translation<typeof en.blogListingMeta> = {
  title: "ब्लॉग",
  description:
    "भारत में संस्कृति के अनुरूप परखे गए आकलन, क्लिनिकल रिकॉर्ड, थेरेपी की ट्रेनिंग, डेटा की सुरक्षा और देखभाल तक पहुँच पर छोटे, काम के लेख।",
};

export const blogListingHero: Translation<typeof en.blogListingHero> = {
  eyebrow: "संसाधन",
  title: "ब्लॉग",
  intro:
    "क्लिनिकल विशेषज्ञों, ट्रेनरों और भारत में मानसिक स्वास्थ्य देखभाल के बारे में जानना चाहने वाले हर व्यक्ति के लिए काम की बातें, हमारी क्लिनिकल कंटेंट टीम की ओर से।",
};
