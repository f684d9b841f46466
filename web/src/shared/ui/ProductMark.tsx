/** The product's mark: a letter K on the brand colour; decorative, the product name sits beside it. */
export function ProductMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="ui-product-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--color-brand-600)" />
      <path d="M10 8h3.4v6.6L19.6 8h4.1l-6.6 7.1L24 24h-4.2l-5-6.6-1.4 1.5V24H10z" fill="#fff" />
    </svg>
  );
}
