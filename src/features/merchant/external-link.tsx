// Links the merchant page shares: a phone number as a tel: href, and a link that opens a new tab
// and says so (the spec's "Opens in a new tab").

/** A tel: href from a displayed number: digits and a leading +, nothing else. */
export const telHref = (phone: string): string | null => {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace('+', '').length >= 7 ? `tel:${digits}` : null;
};

/** A link that opens a new tab and says so (WCAG 3.2.5 advisory; the spec's "Opens in a new tab"). */
export function ExternalLink({
  href,
  children,
  newTab,
  className,
}: {
  href: string;
  children: string;
  newTab: string;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> ({newTab})</span>
    </a>
  );
}
