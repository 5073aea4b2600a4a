import type { ReactNode } from "react";

/**
 * The app's inline icons, in one place. Decorative (aria-hidden): the control or text beside
 * them carries the meaning. 24×24, drawn in the current colour.
 */

export type IconProps = { className?: string };

/** A line icon: round caps and joins, 2 px strokes unless told otherwise. */
export function StrokeIcon({ className, children, fill = "none", strokeWidth = 2 }: IconProps & { children: ReactNode; fill?: string; strokeWidth?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill={fill}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** A solid icon filled with the current colour. */
function SolidIcon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
      {children}
    </svg>
  );
}

export const WhatsAppIcon = ({ className }: IconProps) => (
  <SolidIcon className={className}>
    <path d="M17.47 14.38c-.3-.15-1.76-.87-2.03-.97-.27-.1-.47-.15-.67.15-.2.3-.77.97-.94 1.17-.17.2-.35.22-.65.07-.3-.15-1.26-.46-2.4-1.48-.89-.79-1.49-1.77-1.66-2.07-.17-.3-.02-.46.13-.61.13-.13.3-.35.45-.52.15-.17.2-.3.3-.5.1-.2.05-.37-.02-.52-.08-.15-.67-1.62-.92-2.22-.24-.58-.49-.5-.67-.51h-.57c-.2 0-.52.07-.8.37-.27.3-1.04 1.02-1.04 2.48s1.07 2.88 1.21 3.08c.15.2 2.1 3.2 5.08 4.49.71.31 1.26.49 1.7.63.71.23 1.36.2 1.87.12.57-.08 1.76-.72 2-1.41.25-.7.25-1.29.17-1.41-.07-.13-.27-.2-.57-.35zM12.04 21.5h-.01a9.45 9.45 0 0 1-4.82-1.32l-.35-.2-3.58.93.96-3.49-.23-.36a9.43 9.43 0 0 1-1.45-5.03c0-5.22 4.25-9.46 9.48-9.46 2.53 0 4.9.99 6.69 2.78a9.4 9.4 0 0 1 2.77 6.7c0 5.22-4.25 9.46-9.46 9.46zm8.05-17.51A11.3 11.3 0 0 0 12.04.65C5.77.65.66 5.75.66 12.03c0 2 .52 3.96 1.52 5.69L.56 23.63l6.04-1.58a11.37 11.37 0 0 0 5.44 1.38h.01c6.27 0 11.38-5.1 11.38-11.38 0-3.04-1.18-5.9-3.34-8.05z" />
  </SolidIcon>
);

export const MenuIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </StrokeIcon>
);

export const CloseIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M6 6l12 12M18 6L6 18" />
  </StrokeIcon>
);

/** The academy's mark: an accordion-like bellows in the brand colours. */
export const LogoMark = ({ className }: IconProps) => (
  <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
    <rect width="32" height="32" rx="8" fill="#2d2d2d" />
    <path d="M8 9h4l2 14H10zM14 9h4l-1 14h-2zM18 9h4l-2 14h-4z" fill="#ffa304" />
  </svg>
);

export const CheckIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className} strokeWidth={2.5}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </StrokeIcon>
);

export const PlayIcon = ({ className }: IconProps) => (
  <SolidIcon className={className}>
    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
  </SolidIcon>
);

export const LockIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </StrokeIcon>
);

export const ArrowRightIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </StrokeIcon>
);

export const MailIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5l8.5 6 8.5-6" />
  </StrokeIcon>
);

export const ClockIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </StrokeIcon>
);

export const MusicNoteIcon = ({ className }: IconProps) => (
  <SolidIcon className={className}>
    <path d="M9 17.5V6.8a1 1 0 0 1 .76-.97l9-2.25A1 1 0 0 1 20 4.55V15.5a3 3 0 1 1-2-2.83V8.3l-7 1.75v7.45a3 3 0 1 1-2-2.83z" />
  </SolidIcon>
);

export const VideoIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <rect x="2.5" y="5.5" width="14" height="13" rx="2.5" />
    <path d="M16.5 10l5-3v10l-5-3z" />
  </StrokeIcon>
);

export const ChecklistIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M4 6.5l1.5 1.5L8.5 5M4 12.5l1.5 1.5 3-3M4 18.5l1.5 1.5 3-3M12 7h8M12 13h8M12 19h8" />
  </StrokeIcon>
);

export const ChatIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M4 5.5h16v10H9l-5 4z" />
    <path d="M8 9.5h8M8 12.5h5" strokeLinecap="round" />
  </StrokeIcon>
);

export const BellIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M6 16.5V11a6 6 0 1 1 12 0v5.5l1.5 2h-15z" />
    <path d="M10 21h4" />
  </StrokeIcon>
);

export const TrophyIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M7 4h10v5a5 5 0 0 1-10 0z" />
    <path d="M7 6H4v1.5A3.5 3.5 0 0 0 7.5 11M17 6h3v1.5a3.5 3.5 0 0 1-3.5 3.5M12 14v3M8 20.5h8M9.5 17h5l.5 3.5h-6z" />
  </StrokeIcon>
);

export const GiftIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <rect x="3.5" y="8" width="17" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12M12 8S10.5 3.5 8 4.2C6 4.8 7 8 12 8zM12 8s1.5-4.5 4-3.8C18 4.8 17 8 12 8z" />
  </StrokeIcon>
);

export const PauseIcon = ({ className }: IconProps) => (
  <SolidIcon className={className}>
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </SolidIcon>
);

export const BackIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M3 12a9 9 0 1 0 3-6.7" />
    <path d="M3 3v5h5" />
    <text x="12" y="15.5" textAnchor="middle" fontSize="8" fontWeight="700" fill="currentColor" stroke="none">
      5
    </text>
  </StrokeIcon>
);

export const ForwardIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M21 12a9 9 0 1 1-3-6.7" />
    <path d="M21 3v5h-5" />
    <text x="12" y="15.5" textAnchor="middle" fontSize="8" fontWeight="700" fill="currentColor" stroke="none">
      5
    </text>
  </StrokeIcon>
);

export const MirrorIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M12 3v18" strokeDasharray="2 2.5" />
    <path d="M9 7 4 17h5z" />
    <path d="m15 7 5 10h-5z" fill="currentColor" />
  </StrokeIcon>
);

export const KeyboardIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <path d="M6 10h.01M10 10h.01M14 10h.01M18 10h.01M7 14h10" />
  </StrokeIcon>
);

export const FullscreenIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </StrokeIcon>
);

export const ExitFullscreenIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
  </StrokeIcon>
);

export const VolumeIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M11 5 6 9H3v6h3l5 4z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
  </StrokeIcon>
);

export const MutedIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M11 5 6 9H3v6h3l5 4z" />
    <path d="m16 9 6 6M22 9l-6 6" />
  </StrokeIcon>
);

export const LoopIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M17 2l4 4-4 4" />
    <path d="M3 11V9a3 3 0 0 1 3-3h15" />
    <path d="M7 22l-4-4 4-4" />
    <path d="M21 13v2a3 3 0 0 1-3 3H3" />
  </StrokeIcon>
);

export const CheckCircleIcon = ({ className }: IconProps) => (
  <SolidIcon className={className}>
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm4.7 7.7-5.5 5.5a1 1 0 0 1-1.4 0l-2.5-2.5a1 1 0 1 1 1.4-1.4l1.8 1.8 4.8-4.8a1 1 0 1 1 1.4 1.4z" />
  </SolidIcon>
);

export const CrossIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M6 6l12 12M18 6 6 18" />
  </StrokeIcon>
);

export const QuizIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M8 8h8M8 12h8M8 16h5" />
  </StrokeIcon>
);

export const ChevronRightIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="m9 6 6 6-6 6" />
  </StrokeIcon>
);

export const ChevronLeftIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="m15 6-6 6 6 6" />
  </StrokeIcon>
);

export const BookIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M4 19.5V5a2 2 0 0 1 2-2h14v16H6.5A2.5 2.5 0 0 0 4 21.5z" />
    <path d="M8 7h8M8 11h6" />
  </StrokeIcon>
);

export const SparkIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.8 2.8M15.6 15.6l2.8 2.8M5.6 18.4l2.8-2.8M15.6 8.4l2.8-2.8" />
  </StrokeIcon>
);

export function StarIcon({ className, filled = true }: IconProps & { filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    >
      <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
    </svg>
  );
}

/** A sortable column's arrows: the direction in force drawn solid, the other faint. */
export function SortIcon({ className, direction }: IconProps & { direction: "ascending" | "descending" | "none" }) {
  return (
    <StrokeIcon className={className}>
      <path d="M8 10l4-4 4 4" opacity={direction === "descending" ? 0.3 : 1} />
      <path d="M8 14l4 4 4-4" opacity={direction === "ascending" ? 0.3 : 1} />
    </StrokeIcon>
  );
}
