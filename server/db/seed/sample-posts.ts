import { readTimeMinutes } from "#common/read-time.ts";

import type { NewBlogPostRow } from "../schema.ts";

/**
 * The sample posts a fresh store starts with (SEED_SAMPLE_CONTENT=false turns
 * that off), so that a newcomer's `npm start` shows a living blog. Written by
 * the editorial team; `views` only orders the Popular Articles sidebar.
 */
type Draft = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  featured: boolean;
  publishDate: string;
  views: number;
  content: string;
  /** Hindi, translating the English draft with this slug (issue 36); English otherwise. */
  translates?: string;
  author?: { author: string; authorRole: string };
};

const editorial = { author: "Editorial Team", authorRole: "Clinical content team" } as const;
const editorialHindi = { author: "संपादकीय टीम", authorRole: "क्लिनिकल कंटेंट टीम" } as const;

const drafts: Draft[] = [
  {
    id: "1",
    slug: "culturally-validated-assessment-in-india",
    title: "Why assessments need cultural validation in India",
    excerpt:
      "A questionnaire that works well in one country can miss the point in another. Here is what cultural validation involves and why it matters in your clinic.",
    category: "research",
    tags: ["assessment", "india", "validation", "cultural-relevance"],
    featured: true,
    publishDate: "2026-11-10",
    views: 3120,
    content: `Most screening questionnaires used in clinics were written in English, for Western patients, and tested on Western samples. A question that works well in one setting can miss the point in another.

Take the way distress is described. Many people in India speak about sadness or worry through the body: tiredness, aches, poor sleep, a heavy head. A tool that asks only about mood may score them lower than their real need. Other items assume a way of living that does not fit, or use words for feelings that have no easy match in Hindi, Tamil or Bengali.

Translation alone does not fix this. A word-for-word version can change what a question means, or make it sound odd enough that people answer it differently. Cultural validation is the slower work that follows.

## What good validation looks like

- Items reviewed by clinicians and by people from the communities who will use the tool.
- Translation and back-translation, then pilot testing with real respondents, noting what confused them.
- Scores compared with a structured clinical interview, so cut-off points are set for this population rather than borrowed.
- Checks that the tool behaves the same way across languages, genders and age groups.

## Why it matters in your practice

A screening score starts a conversation; it does not end one. But a score that is wrong in a systematic way sends people down the wrong path: it misses someone who needs care, or alarms someone who does not. A tool validated for the people you see means fewer false alarms, fewer missed cases, and results you can explain to a client in their own terms.

This is why cultural relevance is one of the three pillars of our approach. When you choose a questionnaire, ask where and with whom it was tested. It is a fair question, and the answer should be easy to find.`,
  },
  {
    id: "2",
    slug: "ai-assisted-soap-notes",
    title: "Less typing, more listening: AI-assisted SOAP notes",
    excerpt:
      "Documentation eats into the time clinicians have for clients. AI can draft the note; the clinician still decides what it says.",
    category: "technology",
    tags: ["documentation", "soap-notes", "ai", "clinical-workflow"],
    featured: false,
    publishDate: "2026-10-27",
    views: 4210,
    content: `Ask any therapist where their evenings go and many will say: notes. Good records matter for continuity of care, for supervision and for the client's safety. But writing them by hand after a full day of sessions is tiring, and tired notes are thinner notes.

A SOAP note has four parts. Subjective: what the client tells you. Objective: what you observe. Assessment: your clinical reading of the two. Plan: what happens next. The structure is simple; filling it in well, session after session, is the hard part.

## What AI assistance can do

An assistant can turn your brief summary of a session into a first draft in SOAP form, pull forward the plan from last time, and remind you of items you usually record, such as risk review or homework. It can also place scores from assessments next to the note, so change over time is visible without extra work.

## What it must not do

- Decide anything. The clinician reads, corrects and signs every note; nothing is filed without that step.
- Work without consent. Clients should know how their information is used, in plain words.
- Leave data exposed. Drafts and notes need the same encryption and access controls as the rest of the record.
- Hide its work. A good tool shows what it drafted, so you can see what you changed.

## Where to start

Try it on routine follow-up sessions first, where the structure is predictable. Compare a week of assisted notes with a week of your own: are they accurate, complete and in your voice? Keep what helps and switch off what does not.

The aim is not a faster clinician. It is a clinician who has more attention left for the person in the room.`,
  },
  {
    id: "3",
    slug: "why-simulation-helps-therapy-training",
    title: "Why simulation belongs in therapy training",
    excerpt:
      "Pilots practise in simulators before they fly. Trainee therapists can practise difficult conversations safely too, and get feedback the same day.",
    category: "innovation",
    tags: ["training", "simulation", "therasim", "education"],
    featured: true,
    publishDate: "2026-10-14",
    views: 1890,
    content: `Most trainee therapists learn in two ways: role-play with classmates, and supervised sessions with real clients. Both are valuable. Both have limits. Classmates know the script, and real clients should not be the place where a trainee first tries a hard conversation.

Simulation fills the gap between the two. A simulated client can present with anxiety, low mood or the after-effects of trauma, respond in text or by voice, and react to what the trainee actually says. The trainee can pause, try again, and see how a different opening changes the conversation.

## What makes practice useful

- Repetition. Skills such as reflective listening improve with many attempts, not one.
- Variety. Trainees meet presentations they may not see in a short placement.
- Safety. Mistakes cost nothing, so trainees can take the risks that learning needs.
- Feedback while the session is fresh. An AI mentor can point to an empathic moment, name the technique used and suggest a next step.

## What simulation does not replace

A simulator is a practice room, not a qualification. It does not replace supervision, personal reflection or the judgement that comes from real clinical work. Feedback from software is a prompt for discussion with a mentor, not a verdict.

## For training institutions

Simulation helps most when it is built into the course rather than added on. Set practice goals for each module, review transcripts in supervision, and use the same scenarios across a cohort so progress can be compared fairly.

That is the thinking behind TheraSim: more safe practice, earlier, with a human mentor still at the centre of the learning.`,
  },
  {
    id: "4",
    slug: "data-security-in-mental-health-records",
    title: "Keeping mental-health records safe: questions to ask",
    excerpt:
      "Therapy notes hold some of the most private things a person ever says. Here are the questions to ask before you trust any system with them.",
    category: "technology",
    tags: ["security", "privacy", "compliance", "records"],
    featured: false,
    publishDate: "2026-09-29",
    views: 2670,
    content: `A therapy note can hold some of the most private things a person ever says. If it leaks, the harm is personal and lasting, and trust in care as a whole suffers. So the system that stores those notes deserves hard questions.

In India, the Mental Healthcare Act, 2017 gives people with mental illness a right to confidentiality, and the Digital Personal Data Protection Act, 2023 sets duties for anyone handling personal data. HIPAA is a United States law, but its safeguards are a widely used benchmark for health data anywhere.

## Questions to ask any vendor

- Is data encrypted in transit and at rest, including backups?
- Who can see a client's record? Can access be limited by role, so reception staff see appointments but not session notes?
- Is every view and change to a record logged, and can you read that log?
- Where is the data stored, and who at the vendor can reach it?
- How are backups made and tested, and how fast can records be restored?
- What happens to your data if you leave: can you export it, and is it deleted afterwards?
- How will you be told about a breach, and how quickly?

## Habits that matter as much as software

Strong passwords and two-step sign-in for every account. Screens locked when you step away. No client details in personal messaging apps. Old devices wiped before they are passed on. A short written plan for what to do if something goes wrong.

Security is not a feature you buy once. It is a set of habits, supported by tools that make the safe way the easy way. Our platform encrypts records and opens each only to the roles that need it, and we are happy to answer each of the questions above in a demo.`,
  },
  {
    id: "5",
    slug: "stigma-and-the-two-in-three",
    title: "The two in three who never seek help",
    excerpt:
      "Most people living with a mental disorder never see a professional. Stigma is a large part of why, and so are cost, distance and not knowing where to start.",
    category: "industry",
    tags: ["stigma", "access-to-care", "help-seeking"],
    featured: false,
    publishDate: "2026-09-08",
    views: 3550,
    content: `Up to 970 million people worldwide live with a mental disorder. About two in three of them never seek professional help. Behind that figure are people who struggle for years before anyone notices, or who never get help at all.

## Why people stay away

Stigma comes first for many. People fear being labelled, gossiped about, or seen as weak. Families may worry about marriage prospects or standing in the community. Some people do not think of what they feel as something a professional could help with.

Practical barriers add to it. Care can be expensive or far away. Waiting lists are long. Forms and first appointments can feel formal and intimidating, and not every service speaks the person's language, literally or culturally.

## What makes the first step easier

- Privacy. A short, confidential self-assessment lets someone find out where they stand before telling anyone.
- Plain language. Words people use every day, in the languages they speak at home.
- Speed. Being matched with a licensed professional within a day or two, instead of waiting weeks, keeps hope alive.
- Choice. Video, phone or chat sessions, and the freedom to switch therapists at no cost, lower the stakes of starting.
- Respect. Treating help-seeking as ordinary, like seeing a doctor for a cough, rather than as a last resort.

## What anyone can do

Talk about mental health as part of health. If someone confides in you, listen first and do not rush to fix. Offer to help them find a professional. If someone is in danger, do not wait.

If you are struggling now, you can call Tele-MANAS on 14416, free and at any hour. In an emergency, call 112.`,
  },
  {
    id: "5-hi",
    translates: "stigma-and-the-two-in-three",
    author: editorialHindi,
    slug: "madad-na-lene-wale-teen-mein-se-do",
    title: "तीन में से दो लोग, जो कभी मदद नहीं लेते",
    excerpt:
      "मानसिक रोग के साथ जी रहे ज़्यादातर लोग कभी किसी विशेषज्ञ से नहीं मिलते। इसकी बड़ी वजह कलंक है, और साथ में ख़र्च, दूरी और यह न जानना कि शुरुआत कहाँ से करें।",
    category: "industry",
    tags: ["कलंक", "देखभाल-तक-पहुँच", "मदद-लेना"],
    featured: false,
    publishDate: "2026-09-09",
    views: 410,
    content: `दुनिया भर में लगभग 97 करोड़ लोग किसी मानसिक रोग के साथ जी रहे हैं। इनमें से करीब तीन में से दो लोग कभी किसी विशेषज्ञ से मदद नहीं लेते। इस आँकड़े के पीछे ऐसे लोग हैं जो सालों तक अकेले जूझते रहते हैं, इससे पहले कि किसी का ध्यान जाए, या जिन्हें कभी मदद मिलती ही नहीं।

## लोग दूर क्यों रहते हैं

बहुत से लोगों के लिए सबसे पहले कलंक आता है। लोग डरते हैं कि उन पर कोई ठप्पा लग जाएगा, लोग बातें बनाएँगे, या उन्हें कमज़ोर समझा जाएगा। परिवारों को शादी-ब्याह या समाज में अपनी इज़्ज़त की फ़िक्र होती है। कुछ लोग यह सोचते ही नहीं कि जो वे महसूस कर रहे हैं, उसमें कोई विशेषज्ञ मदद कर सकता है।

इसके साथ रोज़मर्रा की रुकावटें भी हैं। देखभाल महँगी हो सकती है या बहुत दूर। इंतज़ार लंबा होता है। फ़ॉर्म और पहला अपॉइंटमेंट औपचारिक और डरावना लग सकता है, और हर सेवा व्यक्ति की भाषा नहीं बोलती, न शब्दों में, न संस्कृति में।

## पहला क़दम किससे आसान होता है

- निजता। एक छोटा, गोपनीय आकलन किसी को यह जानने देता है कि वह कहाँ खड़ा है, किसी को बताने से पहले।
- सरल भाषा। वे शब्द जो लोग रोज़ बोलते हैं, उन भाषाओं में जो वे घर पर बोलते हैं।
- जल्दी। हफ़्तों के इंतज़ार के बजाय एक-दो दिन में किसी लाइसेंसधारी विशेषज्ञ से जुड़ना उम्मीद बनाए रखता है।
- चुनाव। वीडियो, फ़ोन या चैट सेशन, और बिना किसी ख़र्च के थेरेपिस्ट बदलने की आज़ादी, शुरुआत को हल्का बनाती है।
- सम्मान। मदद लेने को उतनी ही आम बात मानना जितना खाँसी के लिए डॉक्टर के पास जाना, आख़िरी रास्ता नहीं।

## कोई भी क्या कर सकता है

मानसिक स्वास्थ्य को सेहत का हिस्सा मानकर उस पर बात करें। अगर कोई आपसे अपने मन की बात कहे, तो पहले सुनें, और तुरंत हल देने की जल्दी न करें। किसी विशेषज्ञ को ढूँढने में मदद की पेशकश करें। अगर कोई तुरंत ख़तरे में है, तो इंतज़ार न करें।

अगर आप अभी मुश्किल में हैं, तो Tele-MANAS को 14416 पर कॉल कर सकते हैं, मुफ़्त और किसी भी समय। इमरजेंसी में 112 पर कॉल करें।`,
  },
  {
    id: "6",
    slug: "measurement-based-care",
    title: "Measurement-based care: letting progress speak",
    excerpt:
      "Short, validated questionnaires at regular points show whether therapy is working, and give client and clinician something concrete to discuss.",
    category: "research",
    tags: ["measurement-based-care", "outcomes", "assessment"],
    featured: false,
    publishDate: "2026-08-18",
    views: 1420,
    content: `How do you know therapy is working? Clinicians rely on judgement and on what clients tell them, and both matter. But people often find it hard to notice gradual change, and a client who is quietly getting worse can look much the same from one week to the next.

Measurement-based care adds a simple habit: the client completes a short, validated questionnaire at regular points, and the results are reviewed together. For low mood this might be the nine-question PHQ-9; for anxiety, the seven-question GAD-7. Each takes a few minutes.

## Why it helps

- It shows the direction of travel. A line on a graph makes slow improvement visible, which can itself be encouraging.
- It flags when things are stuck. If scores have not moved after several sessions, that is a prompt to review the plan, not to wait and hope.
- It gives the client a voice. Filling in the measure and discussing it invites them to say what has changed and what has not.
- It supports supervision and service planning with evidence rather than impressions.

## How to start

Pick one or two measures that fit the people you see, and use versions validated for them. Ask at the same points each time, for example every second session. Look at the results with the client, not after they leave. Write down what you will change when the scores do not move.

## A word of caution

A number never replaces the person. Scores can be affected by a bad day, by how a question is understood, or by a wish to please. Use them to open a conversation, and keep clinical judgement at the centre.

Done well, measurement-based care is not paperwork. It is a shared way of seeing whether the work is helping.`,
  },
];

/** A sample post's row, and the slug of the post it translates (put in one translations group by the seed). */
export type SeedPost = Omit<NewBlogPostRow, "id" | "created_at" | "updated_at"> & { translates?: string };

export const samplePosts: SeedPost[] = drafts.map((draft) => ({
  slug: draft.slug,
  language: draft.translates ? "hi" : "en",
  translates: draft.translates,
  title: draft.title,
  excerpt: draft.excerpt,
  content: draft.content,
  author: (draft.author ?? editorial).author,
  author_role: (draft.author ?? editorial).authorRole,
  category: draft.category,
  tags: JSON.stringify(draft.tags),
  featured: draft.featured ? 1 : 0,
  read_time: readTimeMinutes(draft.content),
  publish_date: new Date(`${draft.publishDate}T00:00:00.000Z`).toISOString(),
  status: "published",
  views: draft.views,
  image_key: null,
  image_width: null,
  image_height: null,
  image_alt: null,
}));
