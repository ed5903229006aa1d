/** The product mark (same drawing as public/favicon.svg), inline so it needs no asset request. */
export function LogoMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--portal-primary, #1668dc)" />
      <path d="M18 20h28v6H18zm0 10h28v6H18zm0 10h18v6H18z" fill="#fff" />
      <circle cx="46" cy="44" r="6" fill="#52c41a" />
    </svg>
  );
}
