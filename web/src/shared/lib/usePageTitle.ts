import { useEffect } from 'react';

const PRODUCT = 'Kadry';

/** The tab title names the page first, so several open tabs stay distinguishable. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} — ${PRODUCT}` : PRODUCT;
  }, [title]);
}
