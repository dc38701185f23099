/** The text with its first letter in capitals, to open a sentence: "the free ROI Calculator" -> "The free ROI Calculator". */
export function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
