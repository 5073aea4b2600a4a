import { type IconProps, StrokeIcon } from "@/components/ui/icons";

/** Icons of the shop. Decorative (aria-hidden): the text or label beside them says what they mean. */

export const CartIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <circle cx="9" cy="20" r="1.4" />
    <circle cx="18" cy="20" r="1.4" />
    <path d="M2.5 3.5h2.6l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1l1.8-7.3H6.2" />
  </StrokeIcon>
);

export const TrashIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M4 7h16" />
    <path d="M10 11v6M14 11v6" />
    <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12" />
    <path d="M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7" />
  </StrokeIcon>
);

export const RenewIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M20 11a8 8 0 0 0-14.5-4.5L4 8" />
    <path d="M4 3.5V8h4.5" />
    <path d="M4 13a8 8 0 0 0 14.5 4.5L20 16" />
    <path d="M20 20.5V16h-4.5" />
  </StrokeIcon>
);

export const ShieldIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M12 3l7.5 3v5.5c0 4.6-3.2 8.3-7.5 9.5-4.3-1.2-7.5-4.9-7.5-9.5V6z" />
    <path d="M8.8 12.2l2.3 2.3 4.3-4.6" />
  </StrokeIcon>
);

export const ReceiptIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </StrokeIcon>
);
