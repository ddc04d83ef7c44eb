import {
  type MentorFeedback,
  openingLine,
  type ReplyId,
  type ReplyOption,
  type SessionTurn,
  sessionCopy,
  sessionTurns,
} from "#app/content/try-therasim.ts";
import { fillText } from "#app/i18n/fill.tsx";
import { type Locale, pathIn } from "#common/i18n/locale.ts";

/** The query parameter that holds the replies chosen so far, one letter a turn: `?picks=ba`. */
export const picksParam = "picks";

/**
 * The replies chosen so far, read from `?picks=`. Anything that does not
 * parse (another letter, more picks than turns, an over-long value) starts
 * the session afresh rather than failing: the address is the visitor's to edit.
 */
export function parsePicks(raw: string | null, turnCount: number = sessionTurns.length): ReplyId[] {
  if (!raw || raw.length > turnCount || !/^[ab]+$/.test(raw)) return [];
  return [...raw] as ReplyId[];
}

/** Where a reply form sends the visitor: this page in its language, scrolled to the part that changed. */
export const sessionAction = (hash: string, locale: Locale = "en") =>
  `${pathIn(locale, "/try-therasim")}#${hash}`;

export type AnsweredTurn = {
  number: number;
  clientLine: string;
  reply: ReplyOption;
  stronger: boolean;
};

export type SessionState = {
  answered: AnsweredTurn[];
  /** The turn waiting for a reply, or null once the session is over. */
  current: { number: number; clientLine: string; turn: SessionTurn } | null;
  /** Karthik's last word, once every turn is answered. */
  closingLine: string | null;
  total: number;
  averageScore: number | null;
  strongerCount: number;
};

/**
 * Everything the page shows after these picks, from the script in the page's
 * language (English unless given). Pure, so the server and the browser agree.
 */
export function sessionState(
  picks: readonly ReplyId[],
  turns: readonly SessionTurn[] = sessionTurns,
  opening: string = openingLine,
): SessionState {
  let clientLine = opening;
  const answered: AnsweredTurn[] = [];
  for (const [index, pick] of picks.slice(0, turns.length).entries()) {
    const turn = turns[index];
    if (!turn) break;
    const reply = turn.options[pick];
    answered.push({ number: index + 1, clientLine, reply, stronger: pick === turn.stronger });
    clientLine = reply.clientAnswer;
  }
  const next = turns[answered.length];
  const scores = answered.map((a) => a.reply.feedback.empathyScore);
  return {
    answered,
    current: next ? { number: answered.length + 1, clientLine, turn: next } : null,
    closingLine: next ? null : clientLine,
    total: turns.length,
    averageScore: scores.length > 0 ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
    strongerCount: answered.filter((a) => a.stronger).length,
  };
}

/** The words of what a screen reader hears, in the page's language (`sessionCopy.announce`). */
export type AnnouncementWords = typeof sessionCopy.announce;

/**
 * What a screen reader hears after a reply: the mentor's feedback, then what
 * the client says. After a fresh start, only the client's opening line.
 */
export function announcement(
  state: SessionState,
  clientName: string,
  words: AnnouncementWords = sessionCopy.announce,
): string {
  const last = state.answered.at(-1);
  const turn = (number: number) => fillText(words.turn, { number, total: state.total });
  const says = (line: string) => fillText(words.clientSays, { name: clientName, line });
  if (!last) return state.current ? `${says(state.current.clientLine)} ${turn(1)}` : "";
  const { empathyScore, technique, why, nextStep }: MentorFeedback = last.reply.feedback;
  const said = state.current?.clientLine ?? state.closingLine ?? "";
  return [
    fillText(words.feedback, { score: empathyScore, technique, why, nextStep }),
    says(said),
    state.current ? turn(state.current.number) : words.over,
  ].join(" ");
}
