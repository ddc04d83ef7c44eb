import { Link, type LinkProps } from "react-router";
import { cn } from "#app/lib/cn.ts";

export type ButtonVariant =
  | "primary"
  | "secondary"
  | "danger-outline"
  | "ghost"
  | "inverse"
  | "inverse-outline";
export type ButtonSize = "md" | "lg";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-70 [&_svg]:size-5 [&_svg]:shrink-0";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand text-white shadow-sm hover:bg-brand-hover",
  secondary: "border-2 border-brand bg-surface text-brand hover:bg-brand-tint",
  /** A secondary button whose action cannot be undone, or locks someone out: asks before it acts. */
  "danger-outline": "border-2 border-danger bg-surface text-danger hover:bg-danger-tint",
  ghost: "text-brand underline decoration-1 hover:decoration-2",
  inverse: "bg-white text-brand-deep hover:bg-brand-tint",
  "inverse-outline": "border-2 border-white text-white hover:bg-white/10",
};

const sizes: Record<ButtonSize, string> = {
  md: "px-5 py-2.5 text-base",
  lg: "px-6 py-3 text-lg",
};

/** The shared look of every button and button-like link. */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}

type ButtonProps = React.ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return (
    <button data-slot="button" type={type} className={buttonClass(variant, size, className)} {...props} />
  );
}

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant; size?: ButtonSize };

/** A link that looks like a button: for navigation, never for actions. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return (
    <Link
      data-slot="button"
      className={buttonClass(variant, size, typeof className === "string" ? className : undefined)}
      {...props}
    />
  );
}
