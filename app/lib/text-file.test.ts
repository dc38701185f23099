import { describe, expect, it } from "vitest";
import { readTextFile, type TextSink } from "./text-file";

/** The text a sink receives, and how many times reading began. */
async function read(blob: Blob, stopAfter = Infinity) {
  let text = "";
  let begun = 0;
  let pieces = 0;
  await readTextFile(blob, (): TextSink => {
    begun += 1;
    text = "";
    pieces = 0;
    return {
      push: (piece) => {
        text += piece;
        pieces += 1;
      },
      end: () => undefined,
      get isDone() {
        return pieces >= stopAfter;
      },
    };
  });
  return { text, begun };
}

describe("readTextFile", () => {
  it("decodes UTF-8 (dropping its byte-order mark), UTF-16 by its byte-order mark, and other bytes as windows-1252", async () => {
    expect(await read(new Blob(["\uFEFFCafé,1\n"]))).toEqual({ text: "Café,1\n", begun: 1 });
    const utf16 = new Uint8Array([0xff, 0xfe, ...Array.from("Café").flatMap((char) => [char.charCodeAt(0), 0])]);
    expect(await read(new Blob([utf16]))).toEqual({ text: "Café", begun: 1 });
    // 0xE9 alone is no UTF-8: read again from the start as windows-1252.
    expect(await read(new Blob([new Uint8Array([0x43, 0x61, 0x66, 0xe9])]))).toEqual({ text: "Café", begun: 2 });
  });

  it("hands a large file over in pieces, and stops reading once the sink is done", async () => {
    // Node hands a Blob over one part at a time (a browser a file in pieces of 64 KiB or so).
    const big = new Blob(Array.from({ length: 100 }, () => "x".repeat(30_000)));
    const whole = await read(big);
    expect(whole.text.length).toBe(3_000_000);
    expect((await read(big, 1)).text.length).toBe(30_000);
  });
});
