import {
  BrainCircuit,
  Clock,
  GraduationCap,
  Lightbulb,
  type LucideIcon,
  MessageSquareText,
  ShieldCheck,
  Sparkles,
  Sprout,
  UserRoundSearch,
} from "lucide-react";

/** Copy for /solutions/therasim (spec §2.5 and the simulator promises of §1). */

export type TherasimCard = { icon: LucideIcon; title: string; text: string };

export const therasimMeta = {
  title: "TheraSim: practise therapy with AI patients",
  description:
    "TheraSim lets trainee therapists practise with AI patients by text and audio, with instant AI feedback and mentor guidance across anxiety, depression, trauma and more.",
};

/** The sample session drawn in the preview mockup. Every name in it is fictional. */
export const therasimSampleSession = {
  patient: { name: "Riya (sample)", initials: "R", condition: "Anxiety", mode: "Text session" },
  message:
    "I keep telling myself it's just exam stress, but I haven't slept properly in weeks. My parents think I'm being dramatic.",
  feedback: {
    empathyScore: 72,
    technique: "Reflective listening",
    nextStep: "Name the worry and the loneliness before you ask about exams.",
  },
  suggestions: [
    "It sounds exhausting to feel this worried and not be believed.",
    "What goes through your mind when you lie awake at night?",
  ],
};

/** Sample cases drawn in the hero. Every patient is fictional. */
export const therasimSampleCases: { name: string; condition: string; mode: "Text" | "Audio" }[] = [
  { name: "Riya, 19 (sample)", condition: "Anxiety", mode: "Text" },
  { name: "Mr Menon, 58 (sample)", condition: "Depression", mode: "Audio" },
  { name: "Sana, 27 (sample)", condition: "Trauma", mode: "Text" },
];

export const therasimHero = {
  eyebrow: "TheraSim for Education",
  title: "Practise therapy with AI patients in TheraSim",
  intro:
    "TheraSim gives trainee therapists a safe place to rehearse real conversations. Talk to AI patients by text or audio, and get feedback from an AI mentor the moment you reply.",
  primary: { label: "Try TheraSim", to: "/request-a-demo" },
  secondary: { label: "Watch Demo", to: "/request-a-demo" },
  sample: {
    lead: "Curious first?",
    label: "Try a sample session",
    to: "/try-therasim",
    after: "in your browser: four turns, no sign-up.",
  },
  /** The accessible description of the hero's case library mockup (TherasimCases), whose own words stay English. */
  visualLabel: `TheraSim sample case library: ${therasimSampleCases
    .map((c) => `${c.name}, ${c.condition}, ${c.mode.toLowerCase()} session`)
    .join("; ")}.`,
};

export const therasimChallenges: { eyebrow: string; title: string; intro: string; items: TherasimCard[] } = {
  eyebrow: "The challenge",
  title: "Why training therapists is hard",
  intro:
    "Good therapists are made through practice. Yet most training programmes can offer only a little of it, and rarely at the moment a student needs it.",
  items: [
    {
      icon: UserRoundSearch,
      title: "Too few chances to practise",
      text: "Role-plays with classmates only go so far, and placements with real clients are scarce. Many students meet their first difficult client with little rehearsal.",
    },
    {
      icon: Clock,
      title: "Feedback comes late",
      text: "Supervisors are busy. By the time a session is reviewed, the moment that needed a different response has long passed.",
    },
    {
      icon: ShieldCheck,
      title: "Real clients are not for trial and error",
      text: "Difficult moments, such as a disclosure of trauma, cannot be rehearsed on people who are already struggling. Students need somewhere safe to get it wrong first.",
    },
  ],
};

export const therasimFeatures: { eyebrow: string; title: string; intro: string; items: TherasimCard[] } = {
  eyebrow: "Features",
  title: "What TheraSim gives your students",
  intro: "Everything a trainee needs to turn theory into confident practice, in one simulator.",
  items: [
    {
      icon: MessageSquareText,
      title: "AI patient simulations",
      text: "Hold full sessions with AI patients by text or by audio. Each patient answers what you say, the way a real client might.",
    },
    {
      icon: Sparkles,
      title: "Instant AI feedback",
      text: "After every reply, see an Empathy Score, the technique you used and a suggested next step. Learn while the conversation is still fresh.",
    },
    {
      icon: GraduationCap,
      title: "Mentor guidance",
      text: "An AI mentor walks beside you through every session and suggests responses you could try, so you are never stuck for a next step.",
    },
    {
      icon: BrainCircuit,
      title: "Several conditions",
      text: "Practise with patients living with anxiety, depression, trauma and more, so you meet the range of needs before you meet real clients.",
    },
  ],
};

const { patient, message, feedback, suggestions } = therasimSampleSession;

export const therasimPreview = {
  eyebrow: "Simulator preview",
  title: "See a practice session",
  intro:
    "This is what a trainee sees during a TheraSim session. The patient is fictional; the feedback is the kind TheraSim gives after each reply.",
  points: [
    {
      title: "A patient message",
      text: "The AI patient speaks in their own words, by text or audio, and reacts to how you respond.",
    },
    {
      title: "AI mentor feedback",
      text: "An Empathy Score, the technique you used and the next step to take, right after you reply.",
    },
    {
      title: "Two suggested responses",
      text: "Ideas you could try next, so you see more than one good way forward.",
    },
  ],
  /** What a screen reader hears instead of the session mockup (TherasimChat): every element, in reading order. */
  visualLabel: [
    `TheraSim practice session preview. Sample AI patient ${patient.name}, ${patient.condition}, says: "${message}"`,
    `AI mentor feedback: Empathy Score ${feedback.empathyScore} out of 100. Technique: ${feedback.technique}. Next Step: ${feedback.nextStep}`,
    `Two suggested responses: "${suggestions[0]}" and "${suggestions[1]}"`,
  ].join(" "),
  caption: "A sample session. The patient is fictional.",
};

export const therasimTransformation = {
  eyebrow: "The transformation",
  title: "From first rehearsal to confident practice",
  intro:
    "TheraSim does not replace supervision or placements. It gives students many more hours of practice before and between them.",
  steps: [
    {
      icon: MessageSquareText,
      title: "Rehearse",
      text: "Students practise difficult conversations as often as they need, at any hour, without a real person at risk.",
    },
    {
      icon: Lightbulb,
      title: "Reflect",
      text: "Feedback after every reply shows what worked and what to try next, so each session teaches something.",
    },
    {
      icon: Sprout,
      title: "Grow",
      text: "Supervisors spend their time on what matters most, and students arrive at placements already practised.",
    },
  ] satisfies TherasimCard[],
};

export const therasimCta = {
  title: "Bring TheraSim to your programme",
  text: "Tell us about your students and we will set up a demo with the conditions you teach.",
  primary: { label: "Start Practising Today", to: "/request-a-demo" },
  secondary: { label: "Read our approach", to: "/approach" },
};
