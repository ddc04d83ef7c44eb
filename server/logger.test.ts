import { describe, expect, it } from "vitest";
import { createLogger, formatLogLine, type LogOutput } from "./logger.ts";

/** An output that keeps what is written, a terminal or not. */
function output(isTTY: boolean, colors = false): LogOutput & { text: string[] } {
  const text: string[] = [];
  return { text, isTTY, hasColors: () => colors, write: (chunk: string) => text.push(chunk) };
}

const clock = /^\d{2}:\d{2}:\d{2}\.\d{3} /;

describe("the log formatter for a terminal", () => {
  it("shows time, level, message and key=value fields on one line", () => {
    const time = new Date(2026, 0, 5, 9, 4, 7, 42).getTime();
    const line = JSON.stringify({
      level: 30,
      time,
      msg: "request",
      method: "GET",
      path: "/blog",
      status: 200,
      ms: 3.5,
    });
    expect(formatLogLine(`${line}\n`)).toBe(
      "09:04:07.042 INFO  request method=GET path=/blog status=200 ms=3.5\n",
    );
  });

  it("quotes a value with spaces or quotes, shows objects as JSON, and names each level", () => {
    const line = (level: number, fields: Record<string, unknown>) =>
      formatLogLine(JSON.stringify({ level, time: Date.now(), msg: "m", ...fields }));
    expect(line(40, { note: 'two "words"', ok: true, none: null })).toMatch(
      /^\d{2}:\d{2}:\d{2}\.\d{3} WARN {2}m note="two \\"words\\"" ok=true none=null\n$/,
    );
    expect(line(20, { result: { sent: 1, failed: 0 }, list: [1, 2] })).toMatch(
      / DEBUG m result=\{"sent":1,"failed":0\} list=\[1,2\]\n$/,
    );
    expect(line(50, {})).toMatch(/ ERROR m\n$/);
    expect(line(60, {})).toMatch(/ FATAL m\n$/);
    expect(line(10, {})).toMatch(/ TRACE m\n$/);
  });

  it("puts an error's stack on the lines below, indented", () => {
    const err = { type: "Error", message: "boom", stack: "Error: boom\n    at here (file.ts:1:1)" };
    const text = formatLogLine(
      JSON.stringify({ level: 50, time: Date.now(), msg: "unexpected error", err, reqId: "r1" }),
    );
    expect(text.replace(clock, "")).toBe(
      'ERROR unexpected error err={"type":"Error","message":"boom"} reqId=r1\n    Error: boom\n        at here (file.ts:1:1)\n',
    );
  });

  it("colours only when asked, and passes on what is not a log object", () => {
    const line = JSON.stringify({ level: 40, time: Date.now(), msg: "careful", n: 1 });
    expect(formatLogLine(line, { colors: true })).toContain(
      "\x1b[33mWARN \x1b[0m careful \x1b[36mn\x1b[0m=1",
    );
    expect(formatLogLine(line)).not.toContain("\x1b[");
    expect(formatLogLine("not json\n")).toBe("not json\n");
    expect(formatLogLine("[1,2]\n")).toBe("[1,2]\n");
  });
});

describe("the logger", () => {
  it("writes JSON when its output is not a terminal, and redacts", () => {
    const out = output(false);
    createLogger("info", out).info({ email: "asha@example.com", status: 200 }, "hello");
    expect(out.text).toHaveLength(1);
    expect(JSON.parse(out.text[0] ?? "")).toMatchObject({
      level: 30,
      msg: "hello",
      email: "[redacted]",
      status: 200,
    });
  });

  it("writes readable lines on a terminal, redacted the same, coloured when the terminal has colours", () => {
    const plain = output(true);
    const logger = createLogger("debug", plain);
    logger.debug({ password: "hunter2hunter2", status: 200 }, "hello");
    logger.trace("not at this level");
    expect(plain.text).toHaveLength(1);
    expect(plain.text[0]).toMatch(
      /^\d{2}:\d{2}:\d{2}\.\d{3} DEBUG hello password=\[redacted\] status=200\n$/,
    );
    const coloured = output(true, true);
    createLogger("info", coloured).warn("careful");
    expect(coloured.text[0]).toContain("\x1b[33mWARN \x1b[0m careful");
  });

  it("keeps no writer of its own when silent: it holds no output open and waits for no exit", () => {
    // pino's own writer on stdout listens for the process's exit, to flush; the
    // tests make a silent logger in every file, and their files share a process.
    const before = process.listenerCount("exit");
    createLogger("silent").error("not written");
    expect(process.listenerCount("exit")).toBe(before);
  });
});
