/** A file (.mp4/.webm) plays in <video>; anything else (a YouTube or Vimeo embed URL) in an iframe. */
export function isVideoFile(url: string): boolean {
  return /\.(mp4|webm)(\?|$)/.test(url);
}

/** The configured video, autoplaying: only rendered after the visitor asked for it (click-to-load). */
export function VideoPlayer({ url, title }: { url: string; title: string }) {
  return isVideoFile(url) ? (
    <video src={url} controls autoPlay className="size-full" title={title} />
  ) : (
    <iframe src={url} title={title} allow="autoplay; fullscreen" className="size-full" />
  );
}
