import { cx } from "@/lib/cx";

/**
 * A drawn emblem per instrument, so course cards look alike without depending on photos
 * (decorative: the course title beside it names the course).
 */
function Glyph({ instrument }: { instrument: string | null }) {
  switch (instrument) {
    case "acordeon":
      return (
        <g>
          <rect x="14" y="18" width="12" height="28" rx="2" fill="#2d2d2d" />
          <rect x="38" y="18" width="12" height="28" rx="2" fill="#2d2d2d" />
          <path d="M26 18h12l-3 4 3 4-3 4 3 4-3 4 3 4-3 4 3 2H26l3-2-3-4 3-4-3-4 3-4-3-4 3-4-3-4z" fill="#fff3dc" />
          <circle cx="20" cy="24" r="1.6" fill="#ffa304" />
          <circle cx="20" cy="30" r="1.6" fill="#ffa304" />
          <circle cx="20" cy="36" r="1.6" fill="#ffa304" />
          <circle cx="44" cy="27" r="1.6" fill="#ffa304" />
          <circle cx="44" cy="33" r="1.6" fill="#ffa304" />
        </g>
      );
    case "guitarra":
      return (
        <g>
          <rect x="29" y="6" width="6" height="26" rx="1.5" fill="#2d2d2d" />
          <path d="M32 28c-7 0-11 4-11 9 0 3 2 5 2 7 0 6 4 10 9 10s9-4 9-10c0-2 2-4 2-7 0-5-4-9-11-9z" fill="#2d2d2d" />
          <circle cx="32" cy="41" r="4" fill="#fff3dc" />
          <rect x="26" y="48" width="12" height="2.5" rx="1" fill="#ffa304" />
        </g>
      );
    case "caja-vallenata":
      return (
        <g>
          <ellipse cx="32" cy="22" rx="16" ry="6" fill="#fff3dc" stroke="#2d2d2d" strokeWidth="2.5" />
          <path d="M16 22v18c0 3.3 7.2 6 16 6s16-2.7 16-6V22" fill="#2d2d2d" />
          <path d="M20 27l6 15M30 28l4 16M40 27l-4 16M44 26l-3 14" stroke="#ffa304" strokeWidth="1.8" />
        </g>
      );
    case "guacharaca":
      return (
        <g>
          <rect x="14" y="26" width="36" height="12" rx="6" fill="#2d2d2d" />
          {[20, 25, 30, 35, 40, 45].map((x) => (
            <path key={x} d={`M${x} 27v10`} stroke="#ffa304" strokeWidth="1.8" />
          ))}
          <path d="M18 50l24-8M40 40l6 4M42 46l6 1" stroke="#2d2d2d" strokeWidth="2.5" strokeLinecap="round" />
        </g>
      );
    default:
      return <path d="M26 42a6 6 0 1 1-2-4.5V16l18-4v22a6 6 0 1 1-2-4.5V19l-14 3z" fill="#2d2d2d" />;
  }
}

const backgrounds = [
  "from-primary to-[#ffc65c]",
  "from-[#ffd27a] to-primary-light",
  "from-primary-light to-[#ffd9a0]",
  "from-[#ffb733] to-[#ffe1a6]",
];

export function CourseArt({ instrument, position, className }: { instrument: string | null; position: number; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cx("flex items-center justify-center bg-gradient-to-br", backgrounds[position % backgrounds.length], className)}
    >
      <svg viewBox="0 0 64 64" className="size-3/5 max-h-24 drop-shadow-sm">
        <Glyph instrument={instrument} />
      </svg>
    </div>
  );
}
