/// <reference lib="dom" />
// The verifier's full-page file viewer in a real browser against the built product (docs/verification.md, "The verifier's file viewer"): a
// company with a PNG and a PDF register extract; the verifier (made with the CLI) opens
// /lc-companies/company/{id}/files/view, zooms the picture (110%), turns it a quarter, moves to the
// PDF with the arrow key and sees its page drawn by pdf.js; the header leads back to the files tab.
// Screenshots at 1440 and 360 px.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { samplePdf } from '../../src/company/demo/sample-extract.js';
import { screenshot } from '../support/browser.js';
import { makeDocx } from '../support/docx.js';
import { apiCall, createProfiledUser, seedSession, useE2e } from '../support/e2e.js';
import { runDatabaseUrl } from '../support/run-env.js';
import { CONVERSION_TEST_MS, CONVERSION_WAIT_MS, waitFor } from '../support/wait-for.js';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const OWNER = `mykola.owner.${RUN}@example.com`;
const VERIFIER = `oksana.verifier.${RUN}@example.com`;
const PASSWORD = 'First-secret-1';
const COMPANY = `ТОВ «Виписка ${RUN}»`;
const CODE = '14360570';

/** A landscape "scan": a blue band on the left, so a quarter turn shows. */
async function scan(): Promise<Buffer> {
  const band = await sharp({ create: { width: 160, height: 400, channels: 3, background: { r: 30, g: 80, b: 200 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 245, g: 240, b: 225 } } })
    .composite([{ input: band, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

describe('the verifier’s file viewer in a browser (image zoom and rotation, PDF drawn by pdf.js)', () => {
  const e2e = useE2e({ seed: true });
  let page: Page;
  let companyId: string;
  let verifierToken: string;

  async function upload(token: string, name: string, type: string, bytes: Buffer): Promise<void> {
    const form = new FormData();
    form.set('company_id', companyId);
    form.set('type', 'edr');
    form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const res = await fetch(`${e2e.product.url}/api/v2/company/add_verificationFileCompany`, {
      method: 'POST',
      headers: { userToken: token },
      body: form,
    });
    if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  }

  /** The viewer fills the window (`fullPage: false`); a PDF is drawn again for each new width. */
  async function screenshots(name: string, drawn: () => Promise<unknown> = async () => undefined): Promise<void> {
    await screenshot(page, `file-viewer-${name}-1440`, { fullPage: false });
    await page.setViewportSize({ width: 360, height: 780 });
    await waitFor(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), { what: `${name} to fit 360 px` });
    await drawn();
    await screenshot(page, `file-viewer-${name}-360`, { fullPage: false });
    await page.setViewportSize({ width: 1440, height: 900 });
    await drawn();
  }

  /** The slide on screen (the others are inert while the track slides). */
  const current = () => page.locator('.viewer__slide[data-current="true"]');

  beforeAll(async () => {
    execFileSync(process.execPath, ['dist/src/cli.js', 'user:create', '--email', VERIFIER, '--role', 'verifier', '--password', PASSWORD], {
      cwd: resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATABASE_URL: runDatabaseUrl(), LOG_LEVEL: 'warn' },
      stdio: 'pipe',
    });
    const login = await apiCall(e2e.product.url, '/profile/loginUser', { identifier: VERIFIER, password: PASSWORD, remember: true });
    const token = login.user_data?.token;
    if (typeof token !== 'string') throw new Error(`verifier login: ${JSON.stringify(login)}`);
    verifierToken = token;

    const ownerToken = await createProfiledUser(e2e.product.url, {
      email: OWNER,
      password: PASSWORD,
      profile: {
        lname: 'Гнатюк',
        name: 'Микола',
        sname: 'Іванович',
        birth_date: '1985-02-03',
        gender_id: 1,
        phone: `096${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      },
    });
    const created = await apiCall(
      e2e.product.url,
      '/company/createCompany',
      { name: COMPANY, code: CODE, employees: 0, activity: 0 },
      ownerToken,
    );
    if (!created.ok) throw new Error(`createCompany: ${JSON.stringify(created)}`);
    companyId = (created.company_data as { id: string }).id;
    await upload(ownerToken, 'scan.png', 'image/png', await scan());
    await upload(ownerToken, 'extract.pdf', 'application/pdf', samplePdf());
    await upload(
      ownerToken,
      'Витяг.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      await makeDocx('Kadry register extract from Word'),
    );
    const submitted = await apiCall(e2e.product.url, '/company/set_statusCompany', { company_id: companyId, status_id: 2 }, ownerToken);
    if (!submitted.ok) throw new Error(`set_statusCompany: ${JSON.stringify(submitted)}`);

    page = await e2e.newPage({ viewport: { width: 1440, height: 900 } });
    await seedSession(page, verifierToken);
  });

  it('opens on the picture, zooms it in 10% steps and turns it a quarter', async () => {
    // The verification context hears of the company through the outbox: its case must exist first.
    await waitFor(
      async () => {
        const info = await apiCall(e2e.product.url, '/verifier/getVerificationCompanyInfo', { company_id: companyId }, verifierToken);
        return (info.company as { files?: { edr?: unknown[] } } | undefined)?.files?.edr?.length === 3;
      },
      { timeoutMs: 30_000, intervalMs: 200, what: 'the verification case of the company' },
    );
    await page.goto(`${e2e.product.url}/lc-companies/company/${companyId}/files/view`);
    await page.getByRole('heading', { name: 'scan.png', level: 1 }).waitFor();
    await page.getByRole('link', { name: `Файлы компании «${COMPANY}»` }).waitFor();
    await page.getByText('Файл 1 из 3').first().waitFor();
    const image = current().getByRole('img', { name: 'scan.png' });
    await waitFor(async () => (await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)) === 800, {
      what: 'the picture to load',
    });
    const before = await image.boundingBox();
    await screenshots('image');

    await page.getByRole('button', { name: 'Увеличить на 10%' }).click();
    await waitFor(async () => (await page.getByTestId('zoom-level').textContent()) === '110%', { what: 'the zoom to show 110%' });
    const after = await waitFor(
      async () => {
        const box = await image.boundingBox();
        return box && before && box.width > before.width * 1.05 ? box : null;
      },
      { what: 'the picture to grow' },
    );
    expect(after.width / before!.width).toBeCloseTo(1.1, 1);

    await page.getByRole('button', { name: 'Повернуть вправо на 90°' }).click();
    expect(await image.getAttribute('data-rotation')).toBe('90');
    // Turned a quarter: the landscape scan now stands upright on the screen.
    await waitFor(
      async () => {
        const box = await image.boundingBox();
        return box !== null && box.height > box.width;
      },
      { what: 'the picture to stand upright' },
    );
    await screenshots('image-zoomed-rotated');
  });

  it('moves to the PDF with the arrow key and draws its page with pdf.js', async () => {
    await page.keyboard.press('ArrowRight');
    await page.getByRole('heading', { name: 'extract.pdf', level: 1 }).waitFor();
    await page.getByText('Файл 2 из 3').first().waitFor();
    // A new file starts at 100%.
    expect(await page.getByTestId('zoom-level').textContent()).toBe('100%');
    const rendered = () => current().locator('.viewer__pdf[data-state="rendered"]').waitFor({ timeout: 30_000 });
    await rendered();
    const canvas = current().getByRole('img', { name: /extract\.pdf, страница 1 из 1/ });
    // Drawn, not blank: the page's white and its dark text are both there.
    const tones = await canvas.evaluate((element: HTMLCanvasElement) => {
      const data = element.getContext('2d')!.getImageData(0, 0, element.width, element.height).data;
      let light = 0;
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) {
        const value = data[i]! + data[i + 1]! + data[i + 2]!;
        if (data[i + 3]! > 0 && value > 700) light += 1;
        if (data[i + 3]! > 0 && value < 200) dark += 1;
      }
      return { light, dark, width: element.width };
    });
    expect(tones.width).toBeGreaterThan(300);
    expect(tones.light).toBeGreaterThan(10_000);
    expect(tones.dark).toBeGreaterThan(50);
    await screenshots('pdf', async () => {
      // Drawn for the new width: the page fits the narrow stage.
      await waitFor(
        async () => {
          await rendered();
          return canvas.evaluate(
            (element: HTMLCanvasElement) => element.getBoundingClientRect().width <= element.closest('.viewer__pdf')!.clientWidth,
          );
        },
        { what: 'the page drawn for the window width' },
      );
    });

    await page.keyboard.press('ArrowLeft');
    await page.getByRole('heading', { name: 'scan.png', level: 1 }).waitFor();
  });

  it(
    'goes round to the Word file and shows the PDF the worker made of it with LibreOffice',
    async () => {
      // From the first file, the arrow back goes round to the last.
      await page.keyboard.press('ArrowLeft');
      await page.getByRole('heading', { name: 'Витяг.docx', level: 1 }).waitFor();
      await page.getByText('Файл 3 из 3').first().waitFor();
      await current().locator('.viewer__pdf[data-state="rendered"]').waitFor({ timeout: CONVERSION_WAIT_MS });
      await current()
        .getByRole('img', { name: /Витяг\.docx, страница 1 из 1/ })
        .waitFor();
      await screenshot(page, 'file-viewer-docx-1440', { fullPage: false });
    },
    CONVERSION_TEST_MS,
  );

  it('returns to the company’s files tab from the header', async () => {
    await page.getByRole('link', { name: `Файлы компании «${COMPANY}»` }).click();
    await page.waitForURL(new RegExp(`/lc-companies/company/${companyId}/files$`));
  });
});
