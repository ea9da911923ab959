// busboy refuses a part header with a control character; the sanitiser makes it "_" as the body streams (uploads.server.ts).
import { describe, expect, it } from "vitest";
import { Readable } from "node:stream";
import { partHeaderSanitizer, multipartBoundary } from "~/server/files/multipart-headers.server";
async function run(body: Buffer, boundary: string, chunk: number) {
  const parts: Buffer[] = [];
  for (let i = 0; i < body.length; i += chunk) parts.push(body.subarray(i, i + chunk));
  const out: Buffer[] = [];
  await new Promise((res, rej) =>
    Readable.from(parts)
      .pipe(partHeaderSanitizer(boundary))
      .on("data", (d: Buffer) => out.push(d))
      .on("end", res)
      .on("error", rej),
  );
  return Buffer.concat(out);
}
describe("the part-header sanitiser of uploads", () => {
  it("replaces control characters in part headers only, wherever the chunks split, and leaves file bytes and field values alone", async () => {
    const b = "----abc123";
    const file = Buffer.from([0, 1, 2, 0x1b, 0x0d, 0x0a, 0x2d, 0x2d, 65]);
    const body = Buffer.concat([
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="title"\r\n\r\nHello\x01\r\n--${b}\r\nContent-Disposition: form-data; name="f"; filename="a\x00b\x1b[31m"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${b}--\r\n`),
    ]);
    const expected = Buffer.concat([
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="title"\r\n\r\nHello\x01\r\n--${b}\r\nContent-Disposition: form-data; name="f"; filename="a_b_[31m"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${b}--\r\n`),
    ]);
    for (const size of [1, 2, 3, 5, 7, 13, 64, 1000]) expect((await run(body, b, size)).equals(expected), String(size)).toBe(true);
    expect(multipartBoundary('multipart/form-data; boundary="x y"')).toBe("x y");
  });
});
