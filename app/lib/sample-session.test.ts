import { describe, expect, it } from "vitest";
import * as hindi from "#app/content/hi/try-therasim.ts";
import { openingLine, sessionTurns } from "#app/content/try-therasim.ts";
import { announcement, parsePicks, sessionAction, sessionState } from "./sample-session.ts";

describe("parsePicks", () => {
  it("reads one letter a turn", () => {
    expect(parsePicks("b")).toEqual(["b"]);
    expect(parsePicks("abba")).toEqual(["a", "b", "b", "a"]);
  });

  it("starts afresh on anything that does not parse", () => {
    for (const raw of [
      null,
      "",
      "c",
      "ab1",
      "A",
      " a",
      "a ",
      "a,b",
      "ababa",
      "b".repeat(10_000),
      "ａ",
      "%61",
    ]) {
      expect(parsePicks(raw), String(raw).slice(0, 20)).toEqual([]);
    }
  });

  it("allows no more picks than the session has turns", () => {
    expect(parsePicks("aa", 2)).toEqual(["a", "a"]);
    expect(parsePicks("aaa", 2)).toEqual([]);
  });
});

describe("sessionState", () => {
  it("opens on the client's first line, waiting for the first reply", () => {
    const state = sessionState([]);
    expect(state.answered).toEqual([]);
    expect(state.current?.number).toBe(1);
    expect(state.current?.clientLine).toBe(openingLine);
    expect(state.closingLine).toBeNull();
    expect(state.averageScore).toBeNull();
  });

  it("gives the client's answer to the chosen reply as the next turn's line", () => {
    const state = sessionState(["a"]);
    expect(state.answered[0]?.reply).toBe(sessionTurns[0]?.options.a);
    expect(state.current?.number).toBe(2);
    expect(state.current?.clientLine).toBe(sessionTurns[0]?.options.a.clientAnswer);
  });

  it("ends after the last turn with a summary", () => {
    const strongest = sessionTurns.map((turn) => turn.stronger);
    const state = sessionState(strongest);
    expect(state.current).toBeNull();
    expect(state.closingLine).toBe(sessionTurns.at(-1)?.options[strongest.at(-1) ?? "a"].clientAnswer);
    expect(state.strongerCount).toBe(sessionTurns.length);
    const scores = sessionTurns.map((turn) => turn.options[turn.stronger].feedback.empathyScore);
    expect(state.averageScore).toBe(Math.round(scores.reduce((a, b) => a + b, 0) / scores.length));
  });

  it("announces the feedback and what the client says next", () => {
    const text = announcement(sessionState(["b"]), "Karthik");
    const feedback = sessionTurns[0]?.options.b.feedback;
    expect(text).toContain(`Empathy Score ${feedback?.empathyScore} out of 100`);
    expect(text).toContain(`Karthik says: ${sessionTurns[0]?.options.b.clientAnswer}`);
    expect(announcement(sessionState([]), "Karthik")).toContain(openingLine);
  });
});

describe("the script", () => {
  it("has one stronger reply a turn, scored above the weaker, and not always first", () => {
    for (const turn of sessionTurns) {
      const weaker = turn.stronger === "a" ? "b" : "a";
      expect(turn.options[turn.stronger].feedback.empathyScore).toBeGreaterThan(
        turn.options[weaker].feedback.empathyScore,
      );
    }
    expect(new Set(sessionTurns.map((turn) => turn.stronger)).size).toBe(2);
    expect(sessionTurns.length).toBeGreaterThanOrEqual(3);
    expect(sessionTurns.length).toBeLessThanOrEqual(4);
  });
});

describe("the Hindi session", () => {
  it("keeps the English script's turns, stronger replies and scores", () => {
    expect(hindi.sessionTurns.length).toBe(sessionTurns.length);
    for (const [index, turn] of hindi.sessionTurns.entries()) {
      const original = sessionTurns[index];
      expect(turn.stronger).toBe(original?.stronger);
      expect(turn.options.a.feedback.empathyScore).toBe(original?.options.a.feedback.empathyScore);
      expect(turn.options.b.feedback.empathyScore).toBe(original?.options.b.feedback.empathyScore);
    }
  });

  it("opens on the Hindi line and announces in Hindi", () => {
    const start = sessionState([], hindi.sessionTurns, hindi.openingLine);
    expect(start.current?.clientLine).toBe(hindi.openingLine);
    const name = hindi.sampleClient.shortName;
    const words = hindi.sessionCopy.announce;
    expect(announcement(start, name, words)).toBe(`कार्तिक कहते हैं: ${hindi.openingLine} बारी 1, कुल 4 में से।`);
    const said = announcement(sessionState(["b"], hindi.sessionTurns, hindi.openingLine), name, words);
    expect(said).toContain("सहानुभूति स्कोर 86, 100 में से।");
    expect(said).toContain(`कार्तिक कहते हैं: ${hindi.sessionTurns[0]?.options.b.clientAnswer}`);
    expect(said).not.toMatch(/Mentor|says|Turn/);
    const over = sessionState(["b", "a", "b", "a"], hindi.sessionTurns, hindi.openingLine);
    expect(announcement(over, name, words)).toMatch(/सैंपल सेशन पूरा हुआ।$/);
  });

  it("sends a reply to the page in its own language", () => {
    expect(sessionAction("feedback-1")).toBe("/try-therasim#feedback-1");
    expect(sessionAction("feedback-1", "hi")).toBe("/hi/try-therasim#feedback-1");
  });
});
