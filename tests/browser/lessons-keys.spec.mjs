// Every game's lesson followed by keys alone (issue 51): the learner only ever presses Enter,
// on whatever has the focus. The focus must therefore be, at each moment, on what the coach
// asks for: the lesson's start, the coach's Next, the control of the move it marks (each tap of
// a move of several: Truf's bid), a hand's summary's button. What the coach marks is read from
// the page (`data-coach-move`) only to check where the focus is; the test never moves it.
import { test, expect, openApp, LESSON_GAMES as GAMES, lessonFile } from './helpers.mjs';
import { listen, heard } from './keys-play.mjs';

/** The moment of the lesson, and whether the focus is on what it asks for. */
const moment = (page) =>
  page.evaluate(() => {
    const q = (s) => document.querySelector(s);
    const active = document.activeElement;
    const coach = q('[data-testid=coach]');
    const marked = [...document.querySelectorAll('[data-coach-move]')].filter((el) => el.getClientRects().length > 0);
    const wanted = q('[data-testid=lesson-end]')
      ? 'end'
      : q('[data-testid=coach-off]')
        ? 'off'
        : q('[data-testid=lesson-start]')
          ? 'start'
          : q('[data-testid=coach-next]')
            ? 'next'
            : marked.length
              ? 'move'
              : null;
    const target = { start: q('[data-testid=lesson-start]'), next: q('[data-testid=coach-next]'), move: marked[0] }[wanted];
    return {
      wanted,
      focused: !!target && target === active,
      text: coach?.querySelector('[data-testid=coach-text]')?.textContent ?? null,
      key: JSON.stringify([wanted, coach?.dataset.step, coach?.querySelector('[data-testid=coach-text]')?.textContent, marked.map((m) => m.outerHTML.slice(0, 120))]),
      active: active ? `${active.tagName} ${active.dataset.testid ?? ''} ${active.getAttribute('aria-label') ?? active.textContent.trim().slice(0, 30)}` : null,
    };
  });

for (const id of GAMES) {
  test(`the lesson of ${id} is followed by keys alone: Enter on what has the focus, each time what the coach asks for`, async ({ page, consoleErrors }) => {
    const lesson = lessonFile(id);
    const most = lesson.coach.length + 4 * lesson.script.filter((d) => d.seat === lesson.learner).length + 10;
    test.setTimeout(180_000);
    await listen(page);
    await openApp(page, '/?pace=instant');
    const shown = new Set();
    await page.getByTestId(`learn-${id}`).focus();
    await page.keyboard.press('Enter');
    let presses = 0;
    let last = null;
    for (; presses < most; presses++) {
      // Something to do, with the focus on it (the focus goes there by itself).
      let m = null;
      await expect
        .poll(
          async () => {
            m = await moment(page);
            return m.wanted === 'end' || m.wanted === 'off' || (m.wanted !== null && m.focused && m.key !== last);
          },
          { timeout: 20_000, message: `${id}: the focus on what the coach asks for` },
        )
        .toBe(true)
        .catch((e) => {
          throw new Error(`${e.message}\n${id} after ${presses} presses: ${JSON.stringify(m)}`);
        });
      expect(m.wanted, `${id}: a press went off the lesson's script`).not.toBe('off');
      if (m.wanted === 'end') break;
      if (m.text) shown.add(m.text);
      last = m.key;
      await page.keyboard.press('Enter');
    }
    expect(presses).toBeLessThan(most);
    await expect(page.getByTestId('lesson-end-text')).toHaveText(lesson.end.text);
    // And the end's own first button has the focus: Enter goes on to a game.
    await expect(page.getByTestId('lesson-play')).toBeFocused();
    // Every line the coach showed was said in the table's live region, once, after what the
    // move before it did.
    const lines = await heard(page);
    expect(shown.size, `${id}: the coach spoke`).toBeGreaterThan(3);
    for (const text of shown) expect(lines.filter((l) => l === text).length, `said once: ${text}`).toBe(1);
    console.log(`lesson of ${id} by keys: ${presses} presses of Enter, ${shown.size} coach lines said`);
    expect(consoleErrors).toEqual([]);
  });
}
