import {
  BatteryLow,
  Brain,
  CloudRain,
  HeartHandshake,
  type LucideIcon,
  MoonStar,
  Puzzle,
  Shuffle,
  Users,
  Waves,
  Wind,
} from "lucide-react";

/**
 * The assessment catalogue of spec §2.18 and §3. Participants and ratings are
 * in the spec's data model and kept here, but the page does not show them:
 * without a real source they would be invented statistics.
 */

export type AssessmentCategory = "mental-health" | "wellness" | "cognitive" | "emotional" | "clinical";
export type AssessmentDifficulty = "beginner" | "intermediate" | "advanced";

/** The spec's `image` field: here a key into `assessmentVisuals`, not an image path. */
export type AssessmentVisual =
  | "mood"
  | "anxiety"
  | "sleep"
  | "stress"
  | "burnout"
  | "social"
  | "flexibility"
  | "executive"
  | "emotional-intelligence"
  | "regulation";

export type Assessment = {
  id: number;
  title: string;
  description: string;
  category: AssessmentCategory;
  difficulty: AssessmentDifficulty;
  /** A text range, e.g. "3-5 min". */
  duration: string;
  questions: number;
  /** Spec §3 keeps a text figure such as "15.2k". Null and never shown until there is a real count. */
  participants: string | null;
  /** Spec §3 keeps a rating out of 5. Null and never shown until there are real ratings. */
  rating: number | null;
  featured: boolean;
  image: AssessmentVisual;
  tags: string[];
  objective: string;
};

/** Each category's name, and the catalogue's heading while it is the one chosen. */
export const assessmentCategories: { id: AssessmentCategory; label: string; heading: string }[] = [
  { id: "mental-health", label: "Mental Health", heading: "Mental Health Assessments" },
  { id: "wellness", label: "Wellness", heading: "Wellness Assessments" },
  { id: "cognitive", label: "Cognitive", heading: "Cognitive Assessments" },
  { id: "emotional", label: "Emotional", heading: "Emotional Assessments" },
  { id: "clinical", label: "Clinical", heading: "Clinical Assessments" },
];

export const assessmentDifficulties: { id: AssessmentDifficulty; label: string }[] = [
  { id: "beginner", label: "Beginner" },
  { id: "intermediate", label: "Intermediate" },
  { id: "advanced", label: "Advanced" },
];

export const assessmentVisuals: Record<AssessmentVisual, LucideIcon> = {
  mood: CloudRain,
  anxiety: Wind,
  sleep: MoonStar,
  stress: Waves,
  burnout: BatteryLow,
  social: Users,
  flexibility: Shuffle,
  executive: Puzzle,
  "emotional-intelligence": HeartHandshake,
  regulation: Brain,
};

export function categoryLabel(id: AssessmentCategory | "all") {
  return id === "all" ? "All" : (assessmentCategories.find((c) => c.id === id)?.label ?? id);
}

export function difficultyLabel(id: AssessmentDifficulty | "all") {
  return id === "all" ? "All" : (assessmentDifficulties.find((d) => d.id === id)?.label ?? id);
}

export const assessments: Assessment[] = [
  {
    id: 1,
    title: "PHQ-9 Depression Screening",
    description:
      "The nine-question Patient Health Questionnaire, a widely used screen for the symptoms of depression over the last two weeks.",
    category: "clinical",
    difficulty: "beginner",
    duration: "3-5 min",
    questions: 9,
    participants: null,
    rating: null,
    featured: true,
    image: "mood",
    tags: ["Depression", "Screening", "Mood", "PHQ-9"],
    objective: "Screen for depression and track how symptoms change between sessions.",
  },
  {
    id: 2,
    title: "GAD-7 Anxiety Screening",
    description:
      "Seven questions on worry, restlessness and tension, used to screen for generalised anxiety and gauge its severity.",
    category: "clinical",
    difficulty: "beginner",
    duration: "2-4 min",
    questions: 7,
    participants: null,
    rating: null,
    featured: true,
    image: "anxiety",
    tags: ["Anxiety", "Screening", "GAD-7"],
    objective: "Screen for generalised anxiety and follow its severity over time.",
  },
  {
    id: 3,
    title: "Sleep Quality Assessment",
    description:
      "Looks at how long and how well you sleep, how often you wake, and how rested you feel during the day.",
    category: "wellness",
    difficulty: "beginner",
    duration: "5-8 min",
    questions: 15,
    participants: null,
    rating: null,
    featured: false,
    image: "sleep",
    tags: ["Sleep", "Rest", "Lifestyle"],
    objective: "Find sleep patterns that may affect mood, energy and concentration.",
  },
  {
    id: 4,
    title: "Stress and Anxiety Check",
    description:
      "Covers everyday stress, worry and the physical signs of anxiety, and how much they get in the way of daily life.",
    category: "mental-health",
    difficulty: "beginner",
    duration: "6-8 min",
    questions: 21,
    participants: null,
    rating: null,
    featured: false,
    image: "stress",
    tags: ["Stress", "Anxiety", "Coping", "Daily life"],
    objective: "Separate ordinary stress from anxiety that may need support.",
  },
  {
    id: 5,
    title: "Burnout Risk Assessment",
    description:
      "Asks about exhaustion, distance from your work and your sense of achievement, to show early signs of burnout.",
    category: "wellness",
    difficulty: "intermediate",
    duration: "8-10 min",
    questions: 22,
    participants: null,
    rating: null,
    featured: false,
    image: "burnout",
    tags: ["Burnout", "Work", "Exhaustion"],
    objective: "Spot the risk of burnout early, for individuals and for care teams.",
  },
  {
    id: 6,
    title: "Social Anxiety Assessment",
    description:
      "Explores fear and avoidance in social situations, such as meeting new people, speaking up or being watched.",
    category: "mental-health",
    difficulty: "intermediate",
    duration: "5-7 min",
    questions: 17,
    participants: null,
    rating: null,
    featured: false,
    image: "social",
    tags: ["Social anxiety", "Avoidance", "Relationships"],
    objective: "Understand how social fears shape daily choices and relationships.",
  },
  {
    id: 7,
    title: "Cognitive Flexibility Assessment",
    description:
      "Measures how easily you switch between tasks and ideas, and adapt your thinking when plans change.",
    category: "cognitive",
    difficulty: "advanced",
    duration: "10-15 min",
    questions: 20,
    participants: null,
    rating: null,
    featured: false,
    image: "flexibility",
    tags: ["Thinking", "Adaptability", "Problem solving"],
    objective: "Understand thinking styles that help or hinder change in therapy.",
  },
  {
    id: 8,
    title: "Executive Function Assessment",
    description:
      "Covers planning, organising, focus and self-control: the skills that help you get things started and finished.",
    category: "cognitive",
    difficulty: "advanced",
    duration: "12-15 min",
    questions: 30,
    participants: null,
    rating: null,
    featured: false,
    image: "executive",
    tags: ["Attention", "Planning", "Focus", "Organisation"],
    objective: "Identify strengths and gaps in planning, focus and self-control.",
  },
  {
    id: 9,
    title: "Emotional Intelligence Profile",
    description:
      "Looks at how you notice, understand and manage emotions, in yourself and in the people around you.",
    category: "emotional",
    difficulty: "intermediate",
    duration: "10-12 min",
    questions: 33,
    participants: null,
    rating: null,
    featured: false,
    image: "emotional-intelligence",
    tags: ["Emotions", "Empathy", "Relationships", "Self-awareness"],
    objective: "Build a profile of emotional strengths to work with in therapy or coaching.",
  },
  {
    id: 10,
    title: "Emotion Regulation Assessment",
    description:
      "Explores how you respond to strong feelings, and which strategies you reach for when emotions run high.",
    category: "emotional",
    difficulty: "advanced",
    duration: "8-10 min",
    questions: 18,
    participants: null,
    rating: null,
    featured: false,
    image: "regulation",
    tags: ["Emotions", "Coping", "Self-control"],
    objective: "Find the regulation strategies that work, and the ones worth changing.",
  },
];

export const assessmentsMeta = {
  title: "Assessments",
  description:
    "Culturally validated mental-health assessments for practitioners in India: PHQ-9, GAD-7, sleep, stress, burnout, cognition and emotional intelligence.",
};

export const assessmentHero = {
  eyebrow: "Assessments",
  title: "Culturally validated mental-health assessments",
  intro:
    "Screen, measure and track with assessments built for people in India and validated by 150+ practitioners. Use them in your practice, with your clients, from one place.",
  primary: { label: "Request access", to: "/request-a-demo" },
  secondary: { label: "Browse assessments", to: "#catalogue" },
  /** The accessible description of the sample question (AssessmentQuestion), whose own words stay English. */
  visualLabel:
    'Sample assessment screen: PHQ-9 · Depression screening, question 2 of 9, 22% complete. Over the last 2 weeks, how often have you been bothered by any of the following problems? Feeling down, depressed, or hopeless. Answers: Not at all, Several days, More than half the days, Nearly every day. "Several days" is selected.',
  /**
   * The caption under the sample: it is an illustration of the format, and
   * its words are the PHQ-9's published English, so the source is named.
   * Another language says the screen is English and does not translate the
   * instrument (issue 52: a validated questionnaire is quoted, never reworded).
   */
  visualCaption:
    "An illustration of the format: item 2 of the PHQ-9 in its published wording (Kroenke, Spitzer & Williams, 2001).",
};

/**
 * The words of the catalogue (AssessmentCatalogue) and its cards
 * (AssessmentCard). A count comes in the forms the page language's plural
 * rules choose between (`Intl.PluralRules`: "one", or any other), with
 * `{count}` (and `{total}`, of how many) in them; the page's script
 * (app/enhance/assessments.ts) reads them from the page as it counts again.
 */
export const assessmentCatalogue = {
  search: { label: "Search assessments", placeholder: "For example: sleep" },
  category: { label: "Category", all: "All categories" },
  difficulty: { label: "Difficulty", all: "All levels" },
  /** The status line under the filters. */
  status: { one: "Showing {count} of {total} assessments", other: "Showing {count} of {total} assessments" },
  noScript: "Search and filters need JavaScript. All assessments are listed.",
  /** The list's heading with every category shown (a chosen one's heading is its own: `assessmentCategories`). */
  title: "All Assessments",
  /** The count beside the heading. */
  count: { one: "{count} assessment", other: "{count} assessments" },
  empty: {
    title: "No assessments found",
    text: "Try adjusting your search or filter criteria",
    clear: "Clear all filters",
  },
  featured: {
    title: "Featured Assessments",
    text: "Short, widely used screening tools: a good place to start.",
  },
  more: "More assessments",
  guide: { label: "Assessment guide", title: "Quick Start Guide" },
  categories: "Categories",
  help: {
    title: "Need Help?",
    text: "Not sure which assessment fits? Our team can help you choose.",
    action: { label: "Contact Support", to: "/contact-us" },
  },
  card: {
    objective: "Objective: ",
    time: "Time",
    length: "Length",
    questions: { one: "{count} question", other: "{count} questions" },
    tags: "Tags",
    /** Read out after the "+N" of the tags a card does not show. */
    moreTags: " more: {tags}",
    action: { label: "Request access", to: "/request-a-demo" },
    /** Read out after the action's words (hidden on screen). */
    actionContext: " to the {title}",
  },
};

/** The words of one card (app/components/sections/assessment-card.tsx). */
export type AssessmentCardWords = typeof assessmentCatalogue.card;

export const quickStartSteps: { title: string; text: string }[] = [
  { title: "Choose Assessment", text: "Search or filter the catalogue to find the right one." },
  { title: "Complete Questions", text: "Answer one question at a time. Most take a few minutes." },
  { title: "Get Insights", text: "See the results, and how they change over time." },
];

export const assessmentClosing = {
  title: "Find the right assessment for your practice",
  text: "Browse the full catalogue, or read about the approach to care behind it.",
  primary: { label: "Browse All Assessments", to: "#catalogue" },
  secondary: { label: "Learn About Our Methods", to: "/approach" },
};
