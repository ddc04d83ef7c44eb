import { readingWordsPerMinute } from "#common/constants.ts";

/** Spec §5: minutes to read a text, words divided by 200, rounded up, at least 1. */
export function readTimeMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / readingWordsPerMinute));
}

/** "N min read", as the article page and the cards show it. */
export function formatReadTime(minutes: number): string {
  return `${minutes} min read`;
}
