/** "1 recovery code left", "7 recovery codes left". */
export const recoveryCodesLeft = (count: number) =>
  `${count} recovery ${count === 1 ? "code" : "codes"} left`;

/** What the Staff screen says after ending an account's sessions: "Ended 1 session of meera.", "Ended 3 sessions of meera." */
export const sessionsEnded = (count: number, username: string) =>
  `Ended ${count} ${count === 1 ? "session" : "sessions"} of ${username}.`;
