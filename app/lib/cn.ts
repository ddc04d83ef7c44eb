import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. Plain clsx rather than tailwind-merge: merging costs
 * about 8 KB of JavaScript on every page, and our components avoid passing
 * conflicting utilities instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
