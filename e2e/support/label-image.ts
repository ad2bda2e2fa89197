import type { Browser } from '@playwright/test';

/**
 * A photo-like JPEG of an ingredient list, rendered in the browser: pack-size type in a narrow
 * column, a slight tilt, JPEG compression. An empty `text` gives a photo with no text at all.
 */
export async function renderLabelPhoto(browser: Browser, text: string): Promise<Buffer> {
  const page = await browser.newPage({
    viewport: { width: 700, height: 500 },
    deviceScaleFactor: 2,
  });
  try {
    const escaped = text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
    await page.setContent(
      `<body style="margin:0;background:#d9d4c7"><div id="label" style="margin:30px;width:300px;min-height:120px;padding:12px;background:#fbf8ef;color:#1b1b1b;font:8pt/1.3 Arial,sans-serif;transform:rotate(-1.2deg)">${escaped}</div></body>`,
    );
    return await page.locator('body').screenshot({ type: 'jpeg', quality: 75 });
  } finally {
    await page.close();
  }
}
