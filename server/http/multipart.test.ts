import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { multipartBoundary, multipartBounds, readMultipart } from "./multipart.ts";

/** A form as fetch sends it: its body bytes and Content-Type. */
async function encoded(form: FormData) {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    body: new Uint8Array(await request.arrayBuffer()),
    type: request.headers.get("content-type") ?? "",
  };
}

/** What the platform's own parser makes of a body: fields and files as plain values, or null when it throws. */
async function platform(body: Uint8Array<ArrayBuffer>, type: string) {
  try {
    const form = await new Request("http://localhost/", {
      method: "POST",
      body,
      headers: { "content-type": type },
    }).formData();
    const fields: [string, string][] = [];
    const files: [string, string, number[]][] = [];
    for (const [name, value] of form) {
      if (typeof value === "string") fields.push([name, value]);
      else files.push([name, value.name, [...new Uint8Array(await value.arrayBuffer())]]);
    }
    return { fields, files };
  } catch {
    return null;
  }
}

const ours = (body: Uint8Array<ArrayBuffer>, type: string) => {
  const form = readMultipart(body, type);
  return (
    form && {
      fields: form.fields,
      files: form.files.map(([name, file]) => [name, file.filename, [...file.bytes]]),
    }
  );
};

describe("readMultipart", () => {
  it("reads what fetch's FormData sends: text in any script, files as views into the body", async () => {
    const image = new Uint8Array([0xff, 0xd8, 0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0xff]);
    const form = new FormData();
    form.set("title", "मन की बात — a title");
    form.set("tags", '["a","b"]');
    form.set("image", new File([image], "फोटो.jpg", { type: "image/jpeg" }));
    const { body, type } = await encoded(form);
    const read = readMultipart(body, type);
    expect(read?.fields).toEqual([
      ["title", "मन की बात — a title"],
      ["tags", '["a","b"]'],
    ]);
    const [[name, file] = []] = read?.files ?? [];
    expect(name).toBe("image");
    expect(file).toMatchObject({ filename: "फोटो.jpg", type: "image/jpeg" });
    expect([...(file?.bytes ?? [])]).toEqual([...image]);
    // No copy: the file is the body's own memory.
    expect(file?.bytes.buffer).toBe(body.buffer);
  });

  it("refuses what is not a well-formed form", async () => {
    const form = new FormData();
    form.set("a", "1");
    const { body, type } = await encoded(form);
    const text = new TextDecoder().decode(body);
    const cut = body.subarray(0, body.byteLength - 10);
    expect(readMultipart(cut, type)).toBeNull();
    expect(readMultipart(body, "multipart/form-data")).toBeNull();
    expect(readMultipart(body, "text/plain; boundary=x")).toBeNull();
    expect(
      readMultipart(new TextEncoder().encode(text.replace("form-data;", "attachment;")), type),
    ).toBeNull();
    expect(readMultipart(new TextEncoder().encode(text.replace("name=", "nom=")), type)).toBeNull();
    expect(readMultipart(new Uint8Array(), type)).toBeNull();
    // Parts the platform's parser refuses, found by the property below.
    const withFile = new FormData();
    withFile.set("image", new File([new Uint8Array([1, 2, 3])], "a.png", { type: "image/png" }));
    const sent = await encoded(withFile);
    const fileText = new TextDecoder().decode(sent.body);
    expect(readMultipart(sent.body, sent.type)?.files).toHaveLength(1);
    for (const damaged of [
      fileText.replace('"; filename=', '";*filename='),
      fileText.replace('"; filename=', '" ; filename='),
      fileText.replace("Content-Type: image/png", "Content`Type: image/png"),
    ]) {
      expect(readMultipart(new TextEncoder().encode(damaged), sent.type), damaged).toBeNull();
      expect(await platform(new TextEncoder().encode(damaged), sent.type), damaged).toBeNull();
    }
  });

  it(`refuses a form of more than ${multipartBounds.parts} parts or a part with overlong headers`, async () => {
    const many = new FormData();
    for (let i = 0; i <= multipartBounds.parts; i += 1) many.append("a", String(i));
    const sent = await encoded(many);
    expect(readMultipart(sent.body, sent.type)).toBeNull();
    const long = new FormData();
    long.set("a".repeat(multipartBounds.headerBytes), "1");
    const sentLong = await encoded(long);
    expect(readMultipart(sentLong.body, sentLong.type)).toBeNull();
  });

  it("takes a boundary quoted or not, and refuses one outside RFC 2046", () => {
    expect(multipartBoundary("multipart/form-data; boundary=abc")).toBe("abc");
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b:c"')).toBe("a b:c");
    expect(multipartBoundary(`multipart/form-data; boundary=${"x".repeat(71)}`)).toBeNull();
    expect(multipartBoundary("multipart/form-data; boundary=a\u00e9")).toBeNull();
    expect(multipartBoundary("multipart/mixed; boundary=abc")).toBeNull();
  });

  const text = fc.string({ unit: "grapheme", maxLength: 40 });
  const name = fc.string({ unit: fc.constantFrom(...'abcxyz_-[]. é"%\r\n'), minLength: 1, maxLength: 12 });
  const entry = fc.oneof(
    fc.tuple(name, text),
    fc.tuple(name, fc.uint8Array({ maxLength: 64 }), fc.string({ maxLength: 10 })),
  );

  it("reads every form fetch can send as the platform's parser does", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { maxLength: 8 }), async (entries) => {
        const form = new FormData();
        for (const [key, value, filename] of entries) {
          if (typeof value === "string") form.append(key, value);
          else form.append(key, new File([value as Uint8Array<ArrayBuffer>], filename ?? "f"));
        }
        const { body, type } = await encoded(form);
        expect(ours(body, type)).toEqual(await platform(body, type));
      }),
      { numRuns: 300 },
    );
  });

  it("accepts no damaged form that the platform's parser refuses (which a page's action would fail on)", async () => {
    const form = new FormData();
    form.set("title", "A title");
    form.set("image", new File([new Uint8Array([1, 2, 3, 13, 10, 45, 45])], "a.png", { type: "image/png" }));
    const { body, type } = await encoded(form);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(body.byteLength - 1), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.nat(body.byteLength),
        async (changes, keep) => {
          const damaged = body.slice(0, keep === 0 ? body.byteLength : keep);
          for (const [at, byte] of changes) if (at < damaged.byteLength) damaged[at] = byte;
          if (ours(damaged, type) !== null) expect(await platform(damaged, type)).not.toBeNull();
        },
      ),
      { numRuns: 500 },
    );
  });
});
