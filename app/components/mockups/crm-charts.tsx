import { useHtmlId } from "#app/lib/use-html-id.ts";

/*
 * The two drawings inside the CRM mockup, as inline SVG. They sit inside the
 * mockup's single role="img", so every SVG here is aria-hidden. Colours are
 * the hex values of the design tokens (allowed inside SVG drawings).
 */

const BRAND = "#0f766e";
const BRAND_SOFT = "#cce9e4";
const BRAND_TINT = "#e6f4f1";
const ACCENT = "#f59e0b";
const LINE = "#d9dee2";
const INK = "#1f2937";
const MUTED = "#4c6272";

/** Sample scores out of 10 for eight sessions: mood rises, anxiety falls. */
const mood = [3.8, 4.4, 4.1, 5.2, 5.9, 6.3, 7.0, 7.4];
const anxiety = [7.6, 7.1, 7.3, 6.2, 5.6, 5.1, 4.6, 4.1];

const W = 320;
const H = 120;
const PAD_X = 8;
const PAD_Y = 10;

function toPoints(values: number[]) {
  const step = (W - PAD_X * 2) / (values.length - 1);
  return values.map((v, i) => [PAD_X + i * step, PAD_Y + (1 - v / 10) * (H - PAD_Y * 2)] as const);
}

function path(points: readonly (readonly [number, number])[]) {
  return points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x.toFixed(1)} ${y.toFixed(1)}`).join(" ");
}

/** Emotion tracking: mood and anxiety over the last eight sessions. */
export function EmotionChart() {
  const gradient = `${useHtmlId()}-mood`;
  const moodPoints = toPoints(mood);
  const anxietyPoints = toPoints(anxiety);
  const last = moodPoints[moodPoints.length - 1] ?? [W, 0];
  const area = `${path(moodPoints)} L${last[0]} ${H - PAD_Y} L${PAD_X} ${H - PAD_Y} Z`;

  return (
    <div>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${W} ${H}`}
        className="block h-auto w-full"
        preserveAspectRatio="none"
      >
        <defs>
          <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor={BRAND} stopOpacity="0.18" />
            <stop offset="100%" stopColor={BRAND} stopOpacity="0" />
          </linearGradient>
        </defs>
        {[0.25, 0.5, 0.75].map((f) => (
          <line
            key={f}
            x1={PAD_X}
            x2={W - PAD_X}
            y1={PAD_Y + f * (H - PAD_Y * 2)}
            y2={PAD_Y + f * (H - PAD_Y * 2)}
            stroke={LINE}
            strokeDasharray="3 4"
          />
        ))}
        <line x1={PAD_X} x2={W - PAD_X} y1={H - PAD_Y} y2={H - PAD_Y} stroke={LINE} />
        <path d={area} fill={`url(#${gradient})`} />
        <path
          d={path(anxietyPoints)}
          fill="none"
          stroke={ACCENT}
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          strokeDasharray="6 5"
          vectorEffect="non-scaling-stroke"
        />
        <path
          d={path(moodPoints)}
          fill="none"
          stroke={BRAND}
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div className="mt-1 flex justify-between text-muted text-xs tabular-nums">
        {mood.map((_, i) => (
          <span key={i}>S{i + 1}</span>
        ))}
      </div>
    </div>
  );
}

type Person = { x: number; y: number; sex: "m" | "f"; label: string; client?: boolean; history?: boolean };

const PARENT_Y = 40;
const CHILD_Y = 106;
const SIZE = 26;

const people: Person[] = [
  { x: 60, y: PARENT_Y, sex: "m", label: "Father, 58" },
  { x: 180, y: PARENT_Y, sex: "f", label: "Mother, 55", history: true },
  { x: 70, y: CHILD_Y, sex: "m", label: "Brother, 32" },
  { x: 170, y: CHILD_Y, sex: "f", label: "Client, 29", client: true },
];

/** Two generations: a third would crowd a phone. Shading marks a history of anxiety. */
export function Genogram() {
  const sibling = (PARENT_Y + CHILD_Y) / 2;
  return (
    <svg aria-hidden="true" viewBox="0 0 240 150" className="mx-auto block h-auto w-full max-w-64">
      <line x1={60} x2={180} y1={PARENT_Y} y2={PARENT_Y} stroke={MUTED} strokeWidth="2" />
      <line x1={120} x2={120} y1={PARENT_Y} y2={sibling} stroke={MUTED} strokeWidth="2" />
      <line x1={70} x2={170} y1={sibling} y2={sibling} stroke={MUTED} strokeWidth="2" />
      <line x1={70} x2={70} y1={sibling} y2={CHILD_Y - SIZE / 2} stroke={MUTED} strokeWidth="2" />
      <line x1={170} x2={170} y1={sibling} y2={CHILD_Y - SIZE / 2} stroke={MUTED} strokeWidth="2" />
      {people.map((p) => {
        const fill = p.history ? BRAND_SOFT : p.client ? BRAND_TINT : "#ffffff";
        const labelY = p.y === PARENT_Y ? p.y - SIZE / 2 - 8 : p.y + SIZE / 2 + (p.client ? 22 : 18);
        return (
          <g key={p.label}>
            {p.client && (
              <circle cx={p.x} cy={p.y} r={SIZE / 2 + 5} fill="none" stroke={BRAND} strokeWidth="2" />
            )}
            {p.sex === "m" ? (
              <rect
                x={p.x - SIZE / 2}
                y={p.y - SIZE / 2}
                width={SIZE}
                height={SIZE}
                rx="3"
                fill={fill}
                stroke={INK}
                strokeWidth="2"
              />
            ) : (
              <circle cx={p.x} cy={p.y} r={SIZE / 2} fill={fill} stroke={INK} strokeWidth="2" />
            )}
            <text
              x={p.x}
              y={labelY}
              textAnchor="middle"
              fontSize="12"
              fill={p.client ? INK : MUTED}
              fontWeight={p.client ? 600 : 400}
            >
              {p.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
