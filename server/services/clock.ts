/** The time, injectable so tests can move it (session expiry, lockouts, rate windows). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
