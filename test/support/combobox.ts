// Picking from a react-aria combobox's list in a browser journey.
import type { Locator, Page } from 'playwright-core';
import { waitFor } from './wait-for.js';

/**
 * The list `box` opened (its aria-controls), not any option on the page: the previous field's list
 * may still be leaving the page while this one opens, and an option of it found first is gone
 * before the click lands.
 */
export async function comboboxList(page: Page, box: Locator, timeoutMs?: number): Promise<Locator> {
  const id = await waitFor(async () => await box.getAttribute('aria-controls'), { timeoutMs, what: 'the list of the combobox to open' });
  return page.locator(`[id="${id}"]`);
}

/**
 * Picks `option` from the list `typed` opens in `box` (typed already) until `took` says the choice
 * took. A modal's list was seen closing before the click landed (the field kept the text, with no
 * list), and a click on an option of the address fields that did not take (the next field stayed
 * disabled): typed again, as a person would, the list opens anew. Both are open (docs/web.md,
 * "Known open problems"); the helper fails if a choice never takes.
 */
export async function pickOption(
  page: Page,
  box: Locator,
  typed: string,
  option: string | RegExp,
  took: () => Promise<boolean>,
): Promise<void> {
  await waitFor(
    async () => {
      try {
        const list = await comboboxList(page, box, 10_000);
        await list.getByRole('option', { name: option }).first().click({ timeout: 5_000 });
        await waitFor(took, { timeoutMs: 5_000, what: `the choice of ${String(option)} to take` });
        return true;
      } catch {
        await box.fill('');
        await box.fill(typed);
        return false;
      }
    },
    { timeoutMs: 45_000, intervalMs: 0, what: `the option ${String(option)} picked` },
  );
}
