/**
 * Vitest setup, run in each test file's worker before the file: new password
 * hashes cost N = 2^8 (256 KiB, under a millisecond) instead of the server's
 * N = 2^15 (32 MiB, tens of milliseconds), which under load made sign-in
 * tests slow. A hash records its own N, so verification is unchanged.
 */
import { setPasswordHashCost } from "#server/services/passwords.ts";

setPasswordHashCost(8);
