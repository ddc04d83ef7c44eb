import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fileAnswer, memoryFile } from "./static-files.ts";

describe("a file held in memory", () => {
  const text = Buffer.from("body { color: teal; }\n".repeat(100));
  const stylesheet = memoryFile(text, {
    type: "text/css",
    cacheControl: "public, max-age=31536000, immutable",
    gzip: gzipSync(text),
  });
  const font = memoryFile(Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]), {
    type: "font/woff2",
    cacheControl: "public, max-age=31536000, immutable",
  });

  it("varies by Accept-Encoding when it has a compressed copy, and sends the copy a client accepts", () => {
    const plain = fileAnswer(stylesheet, { method: "GET" });
    expect(plain.headers.Vary).toBe("Accept-Encoding");
    expect(plain.headers["Content-Encoding"]).toBeUndefined();
    const zipped = fileAnswer(stylesheet, { method: "GET", acceptEncoding: "gzip, br" });
    expect(zipped.headers.Vary).toBe("Accept-Encoding");
    expect(zipped.headers["Content-Encoding"]).toBe("gzip");
    expect(zipped.body?.length).toBeLessThan(text.length);
  });

  it("does not say it varies when it has no compressed copy (a font), whatever the client accepts", () => {
    for (const acceptEncoding of [undefined, "gzip, deflate, br"]) {
      const answer = fileAnswer(font, { method: "GET", acceptEncoding });
      expect(answer.headers.Vary).toBeUndefined();
      expect(answer.headers["Content-Encoding"]).toBeUndefined();
      expect(answer.headers["Content-Length"]).toBe("7");
    }
    expect(fileAnswer(font, { method: "GET", ifNoneMatch: font.etag }).status).toBe(304);
  });
});
