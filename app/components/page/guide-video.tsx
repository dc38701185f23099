import { PlayCircle } from "lucide-react";
import { useState } from "react";
import { Container } from "./sections";
import { VideoPlayer } from "./video-player";

export interface TranscriptStep {
  title: string;
  body: string;
}

/**
 * The getting-started video (GUIDE_VIDEO_URL), click-to-load: nothing from the video host loads until
 * the visitor presses play, so the page stays fast and sets no third-party cookies on arrival. The
 * transcript is the written steps, which the video follows in order.
 */
export function GuideVideo({ url, steps }: { url: string; steps: readonly TranscriptStep[] }) {
  const [playing, setPlaying] = useState(false);
  return (
    <Container className="py-8">
      <section aria-labelledby="guide-video-heading" className="mx-auto max-w-3xl" data-testid="guide-video">
        <h2 id="guide-video-heading" className="text-xl font-bold text-ink-900">
          Watch the video guide
        </h2>
        <div className="mt-4 aspect-video overflow-hidden rounded-xl bg-ink-900">
          {playing ? (
            <VideoPlayer url={url} title="Video guide: connect your Amazon store" />
          ) : (
            <button
              type="button"
              onClick={() => setPlaying(true)}
              className="flex size-full flex-col items-center justify-center gap-3 text-white hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-white"
            >
              <PlayCircle className="size-14" aria-hidden />
              <span className="text-base font-semibold">Play the video guide</span>
              <span className="text-xs text-ink-300">Loads the video player from {new URL(url).hostname}</span>
            </button>
          )}
        </div>
        <details className="mt-4 rounded-xl border border-ink-200 p-4">
          <summary className="cursor-pointer font-semibold text-ink-900">Transcript</summary>
          <ol className="mt-3 list-decimal space-y-3 pl-5 text-sm leading-6 text-ink-700">
            {steps.map((step) => (
              <li key={step.title}>
                <strong className="text-ink-900">{step.title}.</strong> {step.body}
              </li>
            ))}
          </ol>
        </details>
      </section>
    </Container>
  );
}
