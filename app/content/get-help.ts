/**
 * /get-help: what a person in crisis can do now (issue 33). Plain words, the
 * numbers first; the numbers themselves come from site-config (crisisLines)
 * and are made tap-to-call links where they appear in this copy.
 */
export const getHelpHero = {
  title: "Get help now",
  intro:
    "If you are struggling to cope, or thinking about ending your life, you do not have to wait and you do not have to manage alone. Trained counsellors answer these numbers at any hour, free of charge.",
};

export const getHelpCard = {
  title: "Talk to someone now",
  badge: "24×7",
  text: "Tele-MANAS is the Government of India's free mental-health helpline. Counsellors answer day and night, in many Indian languages. In an emergency, call 112.",
};

export const getHelpSteps = {
  title: "What to do right now",
  steps: [
    "If you or someone else is in immediate danger, or has taken something or been hurt, call 112 or go to the nearest hospital emergency department.",
    "If you are thinking about ending your life or hurting yourself, call Tele-MANAS on 14416 or 1-800-891-4416. You can call about someone else, too.",
    "Tell someone you trust how you feel: a family member, a friend, a teacher or a neighbour. If you can, stay with them.",
    "Keep away from anything you could use to hurt yourself, and from alcohol and drugs, until the feeling passes.",
  ],
};

export const getHelpYoungPeople = {
  title: "If you are under 18",
  text: "Tele-MANAS on 14416 is for young people and their families too: it is free, confidential and open all day and night. Tell a parent or another adult you trust. If you are in danger, call 112.",
};

export const getHelpNotEmergency = {
  title: "This website is not an emergency service",
  text: "Messages sent through this website are read by our team when they can, not answered at once, so a message to us is not the way to get urgent help. Call 14416 or, in an emergency, 112.",
};

export const getHelpLater = {
  title: "When you are ready for ongoing support",
  text: "Once you are safe, talking regularly with a therapist can help. Tell us what you are looking for and we will help you find care that suits you.",
  link: { label: "Ask about starting therapy", to: "/contact-us?type=therapy" },
};
