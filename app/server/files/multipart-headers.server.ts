import { Transform, type TransformCallback } from "node:stream";

// busboy refuses a multipart part whose header holds a control character (a file
// named with an ESC or a NUL in it), and everything after that part is lost with
// it. Browsers send such names as they are; this stream replaces those characters
// with "_" in the part headers only, as the body streams past (file bytes untouched).

const CRLFCRLF = Buffer.from("\r\n\r\n");

export function partHeaderSanitizer(boundary: string) {
  // Every delimiter but the first is preceded by CRLF; a CRLF is pretended before the body.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let inHeaders = false;
  let pending = Buffer.from("\r\n");
  let skip = 2; // the pretended CRLF, dropped from what goes out
  const emit = (data: Buffer) => {
    const n = Math.min(skip, data.length);
    skip -= n;
    return data.subarray(n);
  };

  const clean = (bytes: Buffer) => {
    const out = Buffer.from(bytes);
    for (let i = 0; i < out.length; i++) {
      const b = out[i];
      if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) || b === 0x7f) out[i] = 0x5f;
    }
    return out;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      const buf = Buffer.concat([pending, chunk]);
      const out: Buffer[] = [];
      let pos = 0;
      for (;;) {
        if (!inHeaders) {
          const at = buf.indexOf(delimiter, pos);
          if (at === -1) {
            const keep = Math.max(pos, buf.length - (delimiter.length - 1));
            out.push(buf.subarray(pos, keep));
            pending = buf.subarray(keep);
            break;
          }
          out.push(buf.subarray(pos, at + delimiter.length));
          pos = at + delimiter.length;
          inHeaders = true;
        } else {
          const end = buf.indexOf(CRLFCRLF, pos);
          if (end === -1) {
            const keep = Math.max(pos, buf.length - (CRLFCRLF.length - 1));
            out.push(clean(buf.subarray(pos, keep)));
            pending = buf.subarray(keep);
            break;
          }
          out.push(clean(buf.subarray(pos, end)), CRLFCRLF);
          pos = end + CRLFCRLF.length;
          inHeaders = false;
        }
      }
      done(null, emit(Buffer.concat(out)));
    },
    flush(done: TransformCallback) {
      done(null, emit(inHeaders ? clean(pending) : pending));
    },
  });
}

/** The boundary of a multipart Content-Type, or null. */
export function multipartBoundary(contentType: string): string | null {
  const m = /boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType);
  return m ? (m[1] ?? m[2]) : null;
}
