import { describe, expect, it } from "vitest";
import { replyStateOf } from "./reply-state.ts";

const received = "2026-11-23T06:00:00.000Z";
const at = (iso: string) => new Date(iso);

describe("replyStateOf", () => {
  const therapy = {
    status: "open" as const,
    createdAt: received,
    replyDueAt: "2026-11-23T10:00:00.000Z",
    firstResponseAt: null,
  };

  it("shows the wait against the promised time while it is kept", () => {
    expect(replyStateOf(therapy, at("2026-11-23T07:20:00.000Z"))).toEqual({
      kind: "waiting",
      overdue: false,
      text: "Waiting 1 h 20 min of 4 h",
    });
  });

  it("says how late an inquiry is once the promise is broken", () => {
    expect(replyStateOf(therapy, at("2026-11-23T10:35:00.000Z"))).toEqual({
      kind: "waiting",
      overdue: true,
      text: "Overdue by 35 min (reply promised within 4 h)",
    });
  });

  it("counts an urgent message against its 15 minutes", () => {
    const urgent = { ...therapy, replyDueAt: "2026-11-23T06:15:00.000Z" };
    expect(replyStateOf(urgent, at("2026-11-23T06:05:00.000Z"))).toMatchObject({
      overdue: false,
      text: "Waiting 5 min of 15 min",
    });
    expect(replyStateOf(urgent, at("2026-11-23T06:16:00.000Z"))).toMatchObject({ overdue: true });
  });

  it("reads a day's target in hours, and a long wait in days", () => {
    const general = { ...therapy, replyDueAt: "2026-11-24T06:00:00.000Z" };
    expect(replyStateOf(general, at("2026-11-23T06:00:20.000Z"))).toEqual({
      kind: "waiting",
      overdue: false,
      text: "Waiting under a minute of 24 h",
    });
    expect(replyStateOf(general, at("2026-11-24T05:45:00.000Z"))).toMatchObject({
      overdue: false,
      text: "Waiting 23 h 45 min of 24 h",
    });
    expect(replyStateOf(general, at("2026-11-24T08:30:00.000Z"))).toMatchObject({
      overdue: true,
      text: "Overdue by 2 h 30 min (reply promised within 24 h)",
    });
    expect(replyStateOf(general, at("2026-11-26T09:00:00.000Z"))).toMatchObject({
      overdue: true,
      text: "Overdue by 2 days 3 h (reply promised within 24 h)",
    });
  });

  it("has nothing to say of a lead closed unanswered", () => {
    expect(replyStateOf({ ...therapy, status: "closed" }, at("2026-11-24T00:00:00.000Z"))).toEqual({
      kind: "none",
    });
    expect(replyStateOf({ ...therapy, replyDueAt: null }, at("2026-11-24T00:00:00.000Z"))).toEqual({
      kind: "none",
    });
  });

  it("says how soon it was answered, open or closed, however late", () => {
    const answered = { ...therapy, firstResponseAt: "2026-11-23T09:15:00.000Z" };
    expect(replyStateOf(answered, at("2026-11-25T00:00:00.000Z"))).toEqual({
      kind: "answered",
      text: "Answered in 3 h 15 min",
    });
    expect(replyStateOf({ ...answered, status: "closed" }, at("2026-11-25T00:00:00.000Z"))).toMatchObject({
      kind: "answered",
    });
  });
});
