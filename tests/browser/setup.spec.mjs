// The set-up on a phone: no control is cut off or runs past its box (a choice shows its whole
// text), and the close button stays clear of the options while the set-up scrolls.
import { test, expect, openApp, PHONE } from './helpers.mjs';

const GAMES = ['what-trump', 'ace-trump', 'ransom-trump', 'truf', 'top-trumps'];

test.use({ viewport: PHONE, hasTouch: true });

test('item 11: no set-up control overflows at 390 px, and the close button stays clear of the options', async ({ page, consoleErrors }) => {
  await openApp(page, '/');
  for (const id of GAMES) {
    await page.getByTestId(`set-up-${id}`).click();
    const dialog = page.getByTestId('setup-dialog');
    await expect(dialog).toBeVisible();
    const problems = await dialog.evaluate((d) => {
      const out = [];
      const name = (el) => `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''} "${(el.textContent || el.value || '').trim().slice(0, 30)}"`;
      if (d.scrollWidth > d.clientWidth + 1) out.push(`the set-up scrolls sideways (${d.scrollWidth} > ${d.clientWidth})`);
      // Controls and text (layout boxes may let the sticky button bar bleed to the dialog's edges).
      for (const el of d.querySelectorAll('select, input, button, label, p, h2, h3, li, .option-text')) {
        const style = getComputedStyle(el);
        if (style.display === 'inline' || el.clientWidth === 0) continue;
        if (el.scrollWidth > el.clientWidth + 1) out.push(`${name(el)} overflows (${el.scrollWidth} > ${el.clientWidth})`);
      }
      // A select shows its chosen text whole (the arrow takes about 20 px).
      const ctx = document.createElement('canvas').getContext('2d');
      for (const sel of d.querySelectorAll('select')) {
        const style = getComputedStyle(sel);
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = sel.selectedOptions[0]?.textContent ?? '';
        const room = sel.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
        if (ctx.measureText(text).width > room) out.push(`${name(sel)} cuts "${text}" (${Math.round(ctx.measureText(text).width)} > ${Math.round(room)})`);
      }
      return out;
    });
    expect(problems, `${id}: set-up controls cut off`).toEqual([]);
    // Scrolled halfway, the close button sits in the set-up's header, which the options pass
    // under: nothing is drawn over it and it is drawn over nothing but the header.
    await dialog.evaluate((d) => { d.scrollTop = (d.scrollHeight - d.clientHeight) / 2; });
    const placed = await dialog.evaluate((d) => {
      const close = d.querySelector('[data-testid="setup-close"]');
      const head = close.closest('.dialog-head');
      if (!head) return 'not in a header';
      const c = close.getBoundingClientRect();
      const h = head.getBoundingClientRect();
      if (c.top < h.top || c.bottom > h.bottom) return 'sticks out of the header';
      if (getComputedStyle(head).backgroundColor === 'rgba(0, 0, 0, 0)') return 'the header is see-through';
      for (const [x, y] of [[c.left + 8, c.top + 8], [c.right - 8, c.top + 8], [c.left + 8, c.bottom - 8], [c.right - 8, c.bottom - 8]]) {
        const top = document.elementFromPoint(x, y);
        if (!close.contains(top)) return `covered at (${Math.round(x)}, ${Math.round(y)}) by ${top?.className || top?.tagName}`;
      }
      return 'clear';
    });
    expect(placed, `${id}: the close button`).toBe('clear');
    await page.getByTestId('setup-close').click();
    await expect(dialog).toHaveCount(0);
  }
  expect(consoleErrors).toEqual([]);
});
