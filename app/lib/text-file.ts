/**
 * A dropped file's text, handed over in pieces as the browser reads it (its stream), decoded as it comes, so neither
 * the file's bytes nor its text are ever held whole: the file tools read catalogues and reports of hundreds of
 * megabytes this way, in their workers. Runs in Node too (Blob.stream, TextDecoder).
 */

/** What takes the pieces of a file's text. */
export interface TextSink {
  push(text: string): void;
  end(): void;
  /** True once the rest of the file cannot matter: the reading stops there. */
  readonly isDone?: boolean;
}

/** Raised inside the UTF-8 reading when the bytes are not UTF-8: the file is read again as windows-1252. */
class NotUtf8 extends Error {}

/**
 * Reads `file` as text into a sink made by `begin`: UTF-16 by its byte-order mark, else UTF-8, else (bytes that are
 * not UTF-8) windows-1252, the encoding of a file saved by a spreadsheet on Windows; no source documents the
 * encoding of Seller Central's downloads. `begin` is called before the first piece and again if the file has to be
 * read a second time (not UTF-8 after all), so a sink that was half fed is dropped. The sink's `end` is called when
 * the file ends or the sink is done.
 */
export async function readTextFile(file: Blob, begin: () => TextSink): Promise<void> {
  const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  const encoding =
    head[0] === 0xff && head[1] === 0xfe ? "utf-16le" : head[0] === 0xfe && head[1] === 0xff ? "utf-16be" : "utf-8";
  try {
    await readAs(file, encoding, encoding === "utf-8", begin());
  } catch (error) {
    if (!(error instanceof NotUtf8)) throw error;
    await readAs(file, "windows-1252", false, begin());
  }
}

async function readAs(file: Blob, encoding: string, fatal: boolean, sink: TextSink): Promise<void> {
  // The decoder drops a byte-order mark.
  const decoder = new TextDecoder(encoding, { fatal });
  const decode = (bytes?: Uint8Array) => {
    try {
      return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      throw new NotUtf8();
    }
  };
  const stream = file.stream().getReader();
  for (;;) {
    const { done, value } = await stream.read();
    if (done) {
      sink.push(decode());
      break;
    }
    sink.push(decode(value));
    if (sink.isDone) {
      void stream.cancel();
      break;
    }
  }
  sink.end();
}
