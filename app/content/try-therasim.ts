/**
 * Copy for /try-therasim: a short scripted TheraSim session. Nothing here is
 * generated; every line was written in advance. The client is fictional.
 */

/** Which of the two replies the visitor chose: the first shown ("a") or the second ("b"). */
export type ReplyId = "a" | "b";

export type MentorFeedback = {
  /** 0 to 100, as TheraSim shows it. */
  empathyScore: number;
  technique: string;
  /** Why the reply lands the way it does, in plain words. */
  why: string;
  nextStep: string;
};

export type ReplyOption = {
  /** What the trainee says. */
  text: string;
  feedback: MentorFeedback;
  /** What the client says in answer: the opening line of the next turn, or the last word. */
  clientAnswer: string;
};

export type SessionTurn = {
  /** The reply the mentor would rather hear. The order on screen varies, so it is not always first. */
  stronger: ReplyId;
  options: Record<ReplyId, ReplyOption>;
};

export const tryTherasimMeta = {
  title: "Try a TheraSim practice session",
  description:
    "A short scripted TheraSim session in your browser: reply to a fictional client, and see the AI mentor's Empathy Score, technique and next step for each choice.",
};

export const sampleClient = {
  name: "Karthik (sample)",
  shortName: "Karthik",
  initials: "K",
  about:
    "27, a software engineer in Bengaluru, preparing for the CAT alongside a full-time job. His family lives in Coimbatore.",
  focus: "Work and exam stress",
  mode: "Text session",
};

/** What Karthik says before the trainee has said anything. */
export const openingLine =
  "My manager keeps bringing deadlines forward, and I study for the CAT every night after work. I told myself it's only for a few months. But lately I sit at the laptop and nothing goes in.";

export const sessionTurns: readonly SessionTurn[] = [
  {
    stronger: "b",
    options: {
      a: {
        text: "Lots of people manage a job and exam preparation together. Have you tried making a proper timetable?",
        feedback: {
          empathyScore: 34,
          technique: "Advice-giving",
          why: "It jumps to a fix before Karthik feels heard, and comparing him with “lots of people” can make his struggle sound small.",
          nextStep: "Reflect what he said first: the double load, and the worry that nothing is going in.",
        },
        clientAnswer:
          "I have a timetable. I just can't keep to it. And my parents call every Sunday to ask how the preparation is going. They've spent so much on my education. I can't tell them I'm struggling.",
      },
      b: {
        text: "It sounds like you're carrying two heavy loads at once, and now even the hours you set aside for studying aren't working. That must be worrying.",
        feedback: {
          empathyScore: 86,
          technique: "Reflective listening",
          why: "You named both pressures in his own words and the feeling underneath them, so he knows you were listening.",
          nextStep: "Stay with the worry. Leave room for him to say where it comes from.",
        },
        clientAnswer:
          "Worrying, yes. My parents call every Sunday to ask how the preparation is going. They've spent so much on my education. I can't tell them I'm struggling.",
      },
    },
  },
  {
    stronger: "a",
    options: {
      a: {
        text: "You feel you owe them a good result, and keeping this to yourself makes it even heavier to carry.",
        feedback: {
          empathyScore: 88,
          technique: "Reflecting feeling",
          why: "You named his sense of duty without judging his family. That respects how much they matter to him and still makes room for his own feelings.",
          nextStep: "Ask gently how all this is showing up in his days and nights.",
        },
        clientAnswer:
          "Heavier, yes. Most nights I lie awake till three, going over everything I haven't done.",
      },
      b: {
        text: "Your parents only want the best for you. I'm sure they would understand if you explained.",
        feedback: {
          empathyScore: 41,
          technique: "Reassurance",
          why: "It is well meant, but it speaks for his parents and passes over what he feels. He may hear that he should not feel this way.",
          nextStep: "Come back to his side: the guilt, and the fear of letting them down.",
        },
        clientAnswer:
          "Maybe. You don't know my father, though. Anyway, the worst part is the nights. I lie awake till three, going over everything I haven't done.",
      },
    },
  },
  {
    stronger: "b",
    options: {
      a: {
        text: "Have you tried keeping your phone away for an hour before bed?",
        feedback: {
          empathyScore: 29,
          technique: "Premature advice",
          why: "Sleep tips may help later, but here they close the topic. He has just told you what keeps him awake, and it is not his phone.",
          nextStep: "Ask what goes through his mind at night before you suggest anything.",
        },
        clientAnswer:
          "I've tried that. It's not the phone. I keep thinking I'll fail, and then everyone will see I'm not as capable as they thought.",
      },
      b: {
        text: "Lying awake with all of that going round sounds exhausting. What goes through your mind at three in the morning?",
        feedback: {
          empathyScore: 84,
          technique: "Open question",
          why: "You acknowledged how tiring this is, then invited him to say more in his own words rather than answer yes or no.",
          nextStep: "Listen for thoughts about failing or letting people down, and reflect them back.",
        },
        clientAnswer:
          "That I'll fail. That everyone will see I'm not as capable as they thought. Sometimes I wonder what all this effort was for.",
      },
    },
  },
  {
    stronger: "a",
    options: {
      a: {
        text: "You've worked very hard not to let anyone down, and it has left very little room for you. Would it help to look together at what matters most this week: the exam, the job or your rest?",
        feedback: {
          empathyScore: 91,
          technique: "Summarising and shared planning",
          why: "You summarised his effort with warmth and offered a choice, so the next step is his to take, not yours to impose.",
          nextStep: "Agree on one small, realistic step for the week, and ask about his sleep next session.",
        },
        clientAnswer: "Rest, I think. I haven't said that out loud before. Okay. Let's start there.",
      },
      b: {
        text: "You shouldn't think like that. You're clearly capable. Look how far you've come!",
        feedback: {
          empathyScore: 45,
          technique: "Premature reassurance",
          why: "It is kind, but it argues with his fear instead of understanding it, so he may stop sharing it with you.",
          nextStep:
            "Acknowledge the fear first. A gentle look at the thought can come once he feels understood.",
        },
        clientAnswer: "I suppose. Everyone says that. It doesn't really help, but thanks.",
      },
    },
  },
];

export const tryTherasimHero = {
  eyebrow: "TheraSim sample session",
  title: "Try a TheraSim practice session",
  intro:
    "You are the trainee. Karthik, a fictional client, is finding work and exam preparation hard. At each turn, choose one of two replies and see how the AI mentor responds. Four turns, about three minutes.",
  action: { to: "#session", start: "Start the session", resume: "Back to your session" },
  footnote:
    "A scripted training sample for therapists and students, not therapy and not a live AI: the lines and the feedback were written in advance. In TheraSim itself, the AI patient answers whatever you type or say.",
};

export const sessionCopy = {
  title: "Your session with Karthik",
  intro:
    "This sample is scripted: Karthik's lines and the mentor's feedback are fixed replies written in advance, not a live AI. Read what Karthik says, then choose the reply you would give. The mentor explains each choice.",
  choose: "Choose your reply",
  you: "You",
  mentor: "AI mentor feedback",
  startAgain: "Start again",
  /** The session window's title bar, and where the session stands. */
  windowTitle: "TheraSim · Sample session",
  turnOf: "Turn {number} of {total}",
  complete: "Complete",
  /** Under the end of the session. */
  summary:
    "Average Empathy Score {average}/100. You chose the stronger reply in {stronger} of {total} turns.",
  /** The mentor's panel after each reply; `outOf` follows the score for screen readers. */
  feedback: {
    empathyScore: "Empathy Score",
    outOf: "out of 100",
    technique: "Technique",
    why: "Why",
    nextStep: "Next Step",
  },
  /** What the live region reads out after a reply (app/lib/sample-session.ts `announcement`). */
  announce: {
    feedback:
      "Mentor feedback: Empathy Score {score} out of 100. Technique: {technique}. {why} Next Step: {nextStep}",
    clientSays: "{name} says: {line}",
    turn: "Turn {number} of {total}.",
    over: "The sample session is over.",
  },
};

export const closingCopy = {
  title: "End of the sample session",
  text: "In TheraSim, trainees practise full sessions with AI patients by text or audio, across anxiety, depression, trauma and more, with this kind of feedback after every reply. We would be glad to show it to your programme.",
  primary: { label: "Request a Demo", to: "/request-a-demo" },
};

/**
 * What TheraSim's AI does and does not do (issue 33), said plainly beside
 * the sample, for a visitor who may take a simulator for a counsellor.
 */
export const aiScope = {
  title: "What TheraSim's AI does, and what it does not",
  intro:
    "TheraSim is a training tool for therapists and students. Its AI is there for practice, not for care.",
  does: {
    title: "What it does",
    items: [
      "Plays a simulated client, so a trainee can practise a session by text or audio without a real person's wellbeing at stake.",
      "Gives feedback on technique after each reply (empathy, the technique used, a next step) for the trainee and their supervisor to review together.",
    ],
  },
  doesNot: {
    title: "What it does not do",
    items: [
      "It does not give therapy or counselling to anyone.",
      "It does not diagnose or assess a real person.",
      "It is not for people who are struggling or in distress.",
      "It does not replace supervision: a qualified supervisor reviews the trainee's work.",
    ],
  },
  help: "If you are struggling yourself, please talk to a person: call Tele-MANAS 14416 (free, 24×7), or 112 in an emergency.",
};
