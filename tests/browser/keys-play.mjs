// Playing by keys alone, as a person with a screen reader would (issue 51,
// docs/accessibility.md): what to do is found only in Chromium's accessibility tree (CDP
// `Accessibility.getFullAXTree`: roles, names, focus, pressed and disabled states) and in the
// lines of the table's live region; every decision is made with the keyboard. No click, and no
// CSS selector finds a decision.

/** Records every line added to the live region from the page's first moment (before anything
 *  is drawn, so no line can come before the listener). */
export const listen = (page) =>
  page.addInitScript(() => {
    window.__heard = [];
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) {
          if (n.nodeType === 1 && n.parentElement?.getAttribute('role') === 'log') window.__heard.push(n.textContent);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });

export const heard = (page) => page.evaluate(() => window.__heard.slice());

const prop = (n, k) => n.properties?.find((p) => p.name === k)?.value?.value;

/** The accessibility tree as the screen reader has it: the focused node (not the page
 *  itself), with its role, name, states, and the chain of its ancestors' roles and names. */
export async function focusNow(cdp) {
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const f = nodes.find((n) => prop(n, 'focused') && n.role?.value !== 'RootWebArea');
  if (!f) return null;
  const ancestors = [];
  for (let p = byId.get(f.parentId); p; p = byId.get(p.parentId)) {
    if (!p.ignored) ancestors.push({ role: p.role?.value, name: p.name?.value ?? '' });
  }
  const parent = byId.get(f.parentId);
  const siblings = (parent?.childIds ?? [])
    .map((id) => byId.get(id))
    .filter((n) => n && n.role?.value === f.role?.value && !prop(n, 'disabled'));
  return {
    id: f.backendDOMNodeId,
    role: f.role?.value,
    name: f.name?.value ?? '',
    description: f.description?.value ?? '',
    value: f.value?.value ?? '',
    disabled: !!prop(f, 'disabled'),
    pressed: prop(f, 'pressed'),
    ancestors,
    choices: siblings.length,
    at: siblings.findIndex((n) => n.nodeId === f.nodeId),
  };
}

/** Whether the focus has fallen to the page itself while a decision of the table waits for
 *  the person, and stays there for 20 frames (the table looks for the next decision for 8
 *  frames after a move, and a frame may wait for the table to be drawn; the accessibility
 *  tree may lag the page). Read from the page only to tell a lost focus from one still on
 *  its way. */
const fellToThePage = (page) =>
  page.evaluate(async () => {
    const lost = () => {
      const a = document.activeElement;
      const nowhere = !a || a === document.body;
      const waiting = document.querySelector('.table-body [data-decision] button:not([disabled]), .table-body [data-decision] input:not([disabled])');
      return nowhere && !!waiting;
    };
    for (let frame = 0; frame < 20; frame++) {
      if (!lost()) return false;
      await new Promise((r) => requestAnimationFrame(r));
    }
    return lost();
  });

/** Tab until the focus is on `name` (just after a control named like `after`, if given). */
export async function tabTo(page, cdp, name, after) {
  let last = '';
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const f = await focusNow(cdp);
    if (f && name.test(f.name) && (!after || after.test(last))) return f;
    last = f?.name ?? '';
  }
  throw new Error(`Tab never reached ${name} after ${after}`);
}

/** Whether the focus is on a decision of the game: an enabled button or option, not in the
 *  top bar (its banner), not the Keys button. */
export const isDecision = (f) =>
  !!f &&
  (f.role === 'button' || f.role === 'radio' || f.role === 'option' || f.role === 'checkbox') &&
  !f.disabled &&
  !/^Keys \(\?\)$/.test(f.name) &&
  !f.ancestors.some((a) => a.role === 'banner' || a.role === 'sectionheader');

/** Presses `key` until the focused node's name matches `name` (at most `most` times). */
async function pressUntil(page, cdp, key, name, most = 60) {
  for (let i = 0; i < most; i++) {
    const f = await focusNow(cdp);
    if (f && name.test(f.name) && !f.disabled) return f;
    await page.keyboard.press(key);
  }
  return null;
}

/**
 * Plays the person's decisions by keys until `done(lines)` holds: at each decision (the focus
 * on an enabled choice), one of the choices beside it is reached with the arrow keys and
 * chosen with Enter. A hand's card that is pressed or not (Truf's bid) is added with Enter,
 * and the next one too, switched to minus in the bid; the bid is made with its "Bid N" button,
 * reached with Tab. Returns what was done.
 */
export async function playByKeys(page, cdp, { done, rand, expect, timeout = 60_000 }) {
  const made = { decisions: 0, cards: 0, bids: 0, minus: 0, recovered: 0, lost: [] };
  let lastId = null;
  let before = 0;
  for (let step = 0; step < 400; step++) {
    let f = null;
    await expect
      .poll(
        async () => {
          if (done(await heard(page))) return 'done';
          f = await focusNow(cdp);
          return isDecision(f) ? 'decide' : 'wait';
        },
        { timeout },
      )
      .not.toBe('wait');
    if (done(await heard(page))) return made;
    if (f.pressed !== undefined && f.ancestors.some((a) => a.name === 'Your hand')) {
      // A bid made of cards: one card in, then (the hand allowing) the next one too, counted
      // minus by its switch in the bid; then the bid.
      await page.keyboard.press('Enter');
      await expect.poll(async () => String((await focusNow(cdp))?.pressed)).toBe('true');
      if (f.choices > 1) {
        await page.keyboard.press('ArrowDown');
        await expect.poll(async () => String((await focusNow(cdp))?.pressed)).toBe('false');
        await page.keyboard.press('Enter');
        await expect.poll(async () => String((await focusNow(cdp))?.pressed)).toBe('true');
        const sign = await pressUntil(page, cdp, 'Shift+Tab', /: plus; switch$/);
        expect(sign, 'a card of the bid is switched to minus by keys').not.toBeNull();
        await page.keyboard.press('Enter');
        await expect.poll(async () => (await focusNow(cdp))?.name ?? '').toMatch(/: minus; switch$/);
        made.minus += 1;
      }
      const bid = (await pressUntil(page, cdp, 'Tab', /^Bid \d+$/, 12)) ?? (await pressUntil(page, cdp, 'Shift+Tab', /^Bid \d+$/));
      expect(bid, 'the Bid button is reached with Shift+Tab').not.toBeNull();
      lastId = bid.id;
      before = (await heard(page)).length;
      await page.keyboard.press('Enter');
      made.bids += 1;
    } else if (f.pressed !== undefined) {
      // A choice in parts (What Trump?'s secret trump: a suit, a number, then Confirm): the
      // first of each group of switches is turned on, then the button that confirms them.
      const groups = new Set();
      let cur = f;
      for (let i = 0; i < 60 && cur; i++) {
        const group = cur.ancestors[0]?.name;
        if (cur.pressed !== undefined) {
          if (!groups.has(group)) {
            await page.keyboard.press('Enter');
            groups.add(group);
          }
        } else if (isDecision(cur)) {
          lastId = cur.id;
          before = (await heard(page)).length;
          await page.keyboard.press('Enter');
          break;
        }
        await page.keyboard.press('Tab');
        cur = await focusNow(cdp);
      }
    } else {
      // In a dialog (a hand's summary) the first button goes on; at the table, a choice
      // drawn at random.
      const inDialog = f.ancestors.some((a) => a.role === 'dialog' || a.role === 'alertdialog');
      const k = f.choices > 1 && !inDialog ? Math.floor(rand() * f.choices) : 0;
      for (let i = 0; i < k; i++) await page.keyboard.press('ArrowDown');
      const chosen = await focusNow(cdp);
      expect(isDecision(chosen), `the arrows stay on a choice: ${chosen?.name}`).toBe(true);
      lastId = chosen.id;
      before = (await heard(page)).length;
      await page.keyboard.press('Enter');
      if (chosen.ancestors.some((a) => a.name === 'Your hand')) made.cards += 1;
    }
    made.decisions += 1;
    // The decision is taken: the game says so, or the focus leaves the control chosen (it
    // is gone, or the next decision has it). Where the focus fell to the page itself with
    // nothing said while a decision waits (the table was being drawn again as Enter came),
    // an arrow key brings it back to the decision, as a person would press one.
    const id = lastId;
    let recovered = false;
    await expect
      .poll(
        async () => {
          const lines = await heard(page);
          if (lines.length > before || done(lines)) return true;
          const now = await focusNow(cdp);
          if (!now && (await fellToThePage(page))) {
            const waiting = await page.evaluate(() => {
              const el = document.querySelector('.table-body [data-decision] button:not([disabled]), .table-body [data-decision] input:not([disabled])');
              return el ? `${el.outerHTML.slice(0, 120)} (${el.offsetWidth}×${el.offsetHeight}, ${getComputedStyle(el).visibility})` : 'none';
            });
            made.lost.push(`after decision ${made.decisions}, last heard: ${(await heard(page)).at(-1)}; waiting: ${waiting}`);
            await page.keyboard.press('ArrowDown');
            recovered = true;
            made.recovered += 1;
          }
          return !!now && (now.id !== id || recovered);
        },
        { timeout },
      )
      .toBe(true);
  }
  return made;
}
