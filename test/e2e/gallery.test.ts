/**
 * The gallery block in a real browser, on the demo's lookbook pages (server/gallery-pages.ts):
 * each design laid out as its settings say, moved by keyboard, buttons and a
 * swipe; the slideshow's autoplay at its duration, held by hover, focus, its pause button and
 * prefers-reduced-motion; the lightbox (loaded on first open) opened, moved, closed with focus
 * back, with its 50 px margin; no layout shift while each design's images load; the 1,000-image
 * grid loading only what is near the screen; the hostile test gallery running nothing; axe on
 * every page, with the lightbox open where there is one.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOOKBOOK_IMAGES, SCROLL_GALLERY_SIZE } from '../../demo/galleries';
import {
  describeShifts,
  expectNoViolations,
  expectTimer,
  holdReact,
  observeLayoutShifts,
  pageScrolls,
  PHONE,
  timerLate,
  useBrowser,
  type Shift,
} from './support';

const fresh = useBrowser();
const COUNT = LOOKBOOK_IMAGES.length;
/** The demo slideshow's autoplay-duration (4 s), in ms. */
const DEMO_AUTOPLAY = 4000;

/** Opens a lookbook page and waits for its gallery to be live. */
async function openGallery(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => {
    const host = document.querySelector('sq-gallery');
    return host?.matches(':defined') && host.querySelector('.sq-gallery') !== null;
  });
}

/**
 * Opens a lookbook page recording layout shifts from its first moment, waits until every picture
 * on the screen has loaded (and a moment more), and expects nothing to have moved.
 */
async function openWithoutShifts(page: Page, path: string): Promise<void> {
  await page.addInitScript(observeLayoutShifts);
  await openGallery(page, path);
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.sq-gallery__image')]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.top < innerHeight && box.bottom > 0 && box.left < innerWidth && box.right > 0;
      })
      .every((image) => image.complete && image.naturalWidth > 0),
  );
  await page.waitForTimeout(200);
  await expectNoShifts(page);
}

/** Expects no layout shift since the page opened (recorded by observeLayoutShifts). */
async function expectNoShifts(page: Page): Promise<void> {
  const shifts = await page.evaluate(() => (window as unknown as { __sqShifts: Shift[] }).__sqShifts);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, describeShifts(total, shifts)).toBe(0);
}

/** Each item's box, in page pixels. */
function itemBoxes(page: Page) {
  return page.$$eval('.sq-gallery__item', (items) =>
    items.map((item) => {
      const { x, y, width, height } = item.getBoundingClientRect();
      return { x: Math.round(x), y: Math.round(y + scrollY), width: Math.round(width), height: Math.round(height) };
    }),
  );
}

/** The carousel's spoken status ("Image 2 of 10"). */
const status = (page: Page) => page.locator('.sq-gallery__status').textContent();

/** The lightbox's heading and count. */
async function lightboxShows(page: Page) {
  return {
    title: await page.locator('.sq-gallery-lightbox__title').textContent(),
    count: await page.locator('.sq-gallery-lightbox__count').textContent(),
  };
}

describe('grid', () => {
  it('lays out three across with a 16 px gap, cropped to 3:2, and loads the lightbox only when first opened', async () => {
    const { page, expectNoErrors } = await fresh();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openWithoutShifts(page, '/gallery/grid');
    const boxes = await itemBoxes(page);
    expect(boxes).toHaveLength(COUNT);
    const [first, second, third, fourth] = boxes as [
      (typeof boxes)[0],
      (typeof boxes)[0],
      (typeof boxes)[0],
      (typeof boxes)[0],
    ];
    // One row of three, the fourth under the first.
    expect([second.y, third.y]).toEqual([first.y, first.y]);
    expect(second.x - (first.x + first.width)).toBeCloseTo(16, -0.5);
    expect(fourth.x).toBe(first.x);
    expect(fourth.y).toBeGreaterThan(first.y + first.height);
    // Every picture is cropped to the standard aspect ratio (3:2), whatever its own shape.
    const ratios = await page.$$eval('.sq-gallery__image', (images) =>
      images.map((image) => image.getBoundingClientRect().width / image.getBoundingClientRect().height),
    );
    for (const ratio of ratios) expect(ratio).toBeCloseTo(1.5, 1);
    // The demo's gallery is at the top of its page, priority="high": the first row loads at once
    // with high priority; the others wait until they are near.
    const loading = await page.$$eval('.sq-gallery__image', (images) =>
      images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]),
    );
    expect(loading.slice(0, 3)).toEqual(Array(3).fill(['eager', 'high']));
    expect(loading.slice(3).every(([lazy]) => lazy === 'lazy')).toBe(true);

    expect(scripts.some((url) => /gallery-lightbox-/.test(url))).toBe(false);
    await page.locator('.sq-gallery__open').first().click();
    await page.locator('dialog.sq-gallery-lightbox[open]').waitFor();
    expect(scripts.filter((url) => /gallery-lightbox-/.test(url))).toHaveLength(1);
    expectNoErrors();
  });

  it('opens the lightbox by keyboard, moves with the arrows, closes with Escape and gives focus back', async () => {
    const { page, expectNoErrors } = await fresh();
    await openGallery(page, '/gallery/grid');
    const second = page.locator('.sq-gallery__open').nth(1);
    await second.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.sq-gallery-lightbox');
    await dialog.waitFor();
    expect(await dialog.evaluate((element: HTMLDialogElement) => element.open)).toBe(true);
    expect(await pageScrolls(page), 'the page behind holds still').toBe(false);
    expect(await dialog.getAttribute('data-theme')).toBe('dark');
    // Focus is on its close button, and stays inside while it is open.
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('sq-gallery-lightbox__close');
    expect(await lightboxShows(page)).toEqual({ title: LOOKBOOK_IMAGES[1]?.image.title, count: `2 / ${COUNT}` });
    await page.keyboard.press('ArrowRight');
    expect(await lightboxShows(page)).toEqual({ title: LOOKBOOK_IMAGES[2]?.image.title, count: `3 / ${COUNT}` });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await lightboxShows(page)).toEqual({
      title: LOOKBOOK_IMAGES.at(-1)?.image.title,
      count: `${COUNT} / ${COUNT}`,
    });
    // The page behind is inert: Tab goes round the dialog's buttons (and, past the last, out to
    // the browser, as a native modal dialog lets it), never to the page.
    const visited = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'outside the page';
        return active.closest('dialog') ? active.className : `the page behind: ${active.outerHTML.slice(0, 80)}`;
      });
      expect(where).not.toMatch(/^the page behind/);
      visited.add(where);
    }
    // (Chrome may also rest on the dialog itself on the way round.)
    expect([...visited]).toEqual(
      expect.arrayContaining(['sq-gallery-lightbox__prev', 'sq-gallery-lightbox__next', 'sq-gallery-lightbox__close']),
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await second.evaluate((button) => button === document.activeElement)).toBe(true);
    expectNoErrors();
  });

  it('moves by its buttons and a swipe, and keeps a margin of 50 px round an image taller than the window', async () => {
    const { page, expectNoErrors } = await fresh();
    await page.setViewportSize({ width: 1280, height: 700 });
    await openGallery(page, '/gallery/grid');
    const portrait = LOOKBOOK_IMAGES.findIndex(({ image }) => image.originalSize === '1667x2500');
    await page.locator('.sq-gallery__open').nth(portrait).click();
    const image = page.locator('.sq-gallery-lightbox__image');
    await image.waitFor();
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.sq-gallery-lightbox__image')?.complete);
    const box = (await image.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(50);
    expect(box.y + box.height).toBeLessThanOrEqual(700 - 50);
    await page.getByRole('button', { name: 'Next image' }).last().click();
    expect((await lightboxShows(page)).count).toBe(`${portrait + 2} / ${COUNT}`);
    await page.getByRole('button', { name: 'Previous image' }).last().click();
    expect((await lightboxShows(page)).count).toBe(`${portrait + 1} / ${COUNT}`);
    // A swipe to the left shows the next image.
    await page.mouse.move(900, 350);
    await page.mouse.down();
    await page.mouse.move(700, 350, { steps: 5 });
    await page.mouse.up();
    expect((await lightboxShows(page)).count).toBe(`${portrait + 2} / ${COUNT}`);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.locator('dialog.sq-gallery-lightbox').waitFor({ state: 'detached' });
    expect(await pageScrolls(page)).toBe(true);
    expectNoErrors();
  });

  it('moves by a finger swiped across the image on a phone (the browser does not take the swipe for a scroll)', async () => {
    const { page, expectNoErrors } = await fresh(PHONE);
    await openGallery(page, '/gallery/grid');
    await page.locator('.sq-gallery__open').first().tap();
    const image = page.locator('.sq-gallery-lightbox__image');
    await image.waitFor();
    expect((await lightboxShows(page)).count).toBe(`1 / ${COUNT}`);
    // A real touch, as the phone's screen sends it: start, move left in steps, lift.
    const box = (await image.boundingBox())!;
    const y = box.y + box.height / 2;
    const touch = await page.context().newCDPSession(page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 300, y }] });
    for (const x of [270, 230, 190, 150, 110])
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(async () => (await lightboxShows(page)).count).toBe(`2 / ${COUNT}`);
    expectNoErrors();
  });

  it('finds no axe violations, with the lightbox open too', async () => {
    const { page, expectNoErrors } = await fresh();
    await openGallery(page, '/gallery/grid');
    await expectNoViolations(page, '/gallery/grid');
    await page.locator('.sq-gallery__open').first().click();
    await page.locator('dialog.sq-gallery-lightbox[open]').waitFor();
    await expectNoViolations(page, '/gallery/grid with the lightbox open');
    expectNoErrors();
  });
});

describe('stacked', () => {
  it('puts one picture under another at its own shape, each caption under its picture, linking to the products', async () => {
    const { page, expectNoErrors } = await fresh();
    await openWithoutShifts(page, '/gallery/stacked');
    const boxes = await itemBoxes(page);
    expect(new Set(boxes.map((box) => box.x)).size).toBe(1);
    for (let i = 1; i < boxes.length; i += 1)
      expect(boxes[i]!.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height);
    const shapes = await page.$$eval('.sq-gallery__figure', (figures) =>
      figures.map((figure) => {
        const image = figure.querySelector('img')!.getBoundingClientRect();
        const caption = figure.querySelector('figcaption')?.getBoundingClientRect();
        return { ratio: image.width / image.height, captionBelow: caption ? caption.top >= image.bottom - 1 : null };
      }),
    );
    LOOKBOOK_IMAGES.forEach(({ image }, index) => {
      const [width, height] = image.originalSize.split('x').map(Number) as [number, number];
      expect(shapes[index]?.ratio).toBeCloseTo(width / height, 1);
      expect(shapes[index]?.captionBelow).toBe(true);
    });
    // The long body is shown whole, as text.
    expect(await page.locator('.sq-gallery__body').first().textContent()).toMatch(
      /^We walked the ridge .* boots off by three\.$/,
    );
    expect(await page.locator('a.sq-gallery__link').first().getAttribute('href')).toBe('/shop/p/water-bottle');
    await expectNoViolations(page, '/gallery/stacked');
    expectNoErrors();
  });
});

describe('slider', () => {
  /** How far the active slide's centre is from the track's centre (px). */
  const offCentre = (page: Page) =>
    page.evaluate(() => {
      const list = document.querySelector('.sq-gallery__list')!.getBoundingClientRect();
      const active = document.querySelector('.sq-gallery__item[aria-current="true"]')!.getBoundingClientRect();
      return Math.abs(active.left + active.width / 2 - (list.left + list.width / 2));
    });

  /**
   * Waits until the track has stopped scrolling: its position the same for 200 ms with the active
   * slide centred, or 5 s at most (a loaded machine may hold a smooth scroll's frames back, so one
   * still sample is not enough). The caller then asserts where it stopped.
   */
  const settled = (page: Page) =>
    page.evaluate(async () => {
      const list = document.querySelector('.sq-gallery__list')!;
      const centred = () => {
        const track = list.getBoundingClientRect();
        const active = list.querySelector('[aria-current="true"]')!.getBoundingClientRect();
        return Math.abs(active.left + active.width / 2 - (track.left + track.width / 2)) < 2;
      };
      const deadline = performance.now() + 5000;
      for (let at = -1; performance.now() < deadline;) {
        const still = at === list.scrollLeft;
        if (still && centred()) return;
        at = list.scrollLeft;
        await new Promise((done) => setTimeout(done, 200));
      }
    });

  it('is one row that the keys and buttons move, the active slide kept in the centre', async () => {
    const { page, expectNoErrors } = await fresh();
    await openWithoutShifts(page, '/gallery/slider');
    const boxes = await itemBoxes(page);
    expect(new Set(boxes.map((box) => box.y)).size).toBe(1);
    expect(await status(page)).toBe(`Image 1 of ${COUNT}`);
    await page.getByRole('button', { name: 'Next image' }).click();
    await page.getByRole('button', { name: 'Next image' }).click();
    await page.getByRole('button', { name: 'Next image' }).click();
    await settled(page);
    expect(await status(page)).toBe(`Image 4 of ${COUNT}`);
    expect(await offCentre(page)).toBeLessThan(2);
    // Keys work wherever focus is inside the carousel.
    await page.keyboard.press('ArrowLeft');
    await settled(page);
    expect(await status(page)).toBe(`Image 3 of ${COUNT}`);
    expect(await offCentre(page)).toBeLessThan(2);
    await page.keyboard.press('End');
    expect(await status(page)).toBe(`Image ${COUNT} of ${COUNT}`);
    await page.keyboard.press('Home');
    expect(await status(page)).toBe(`Image 1 of ${COUNT}`);
    expectNoErrors();
  });

  it('follows a swipe: the slide scrolled to the centre becomes the active one', async () => {
    const { page, expectNoErrors } = await fresh();
    await openGallery(page, '/gallery/slider');
    await page.evaluate(() => {
      const list = document.querySelector('.sq-gallery__list')!;
      const fifth = list.children[4] as HTMLElement;
      list.scrollTo({
        left: fifth.offsetLeft - list.clientWidth / 2 + fifth.clientWidth / 2 - list.getBoundingClientRect().left,
      });
    });
    await page.waitForFunction(
      (count) => document.querySelector('.sq-gallery__status')?.textContent === `Image 5 of ${count}`,
      COUNT,
    );
    expect(await offCentre(page)).toBeLessThan(40);
    expectNoErrors();
  });

  it('opens its lightbox in the light theme, and axe finds nothing with it open', async () => {
    const { page, expectNoErrors } = await fresh();
    await openGallery(page, '/gallery/slider');
    await expectNoViolations(page, '/gallery/slider');
    await page.locator('.sq-gallery__open').first().click();
    const dialog = page.locator('dialog.sq-gallery-lightbox[open]');
    await dialog.waitFor();
    expect(await dialog.getAttribute('data-theme')).toBe('light');
    expect(await dialog.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)');
    await expectNoViolations(page, '/gallery/slider with the lightbox open');
    expectNoErrors();
  });
});

describe('slideshow', () => {
  /** Records when the status text changes (page clock), from now. */
  const recordStatus = (page: Page) =>
    page.evaluate(() => {
      const log: { text: string; t: number }[] = [];
      const node = document.querySelector('.sq-gallery__status')!;
      new MutationObserver(() => log.push({ text: node.textContent ?? '', t: performance.now() })).observe(node, {
        subtree: true,
        characterData: true,
        childList: true,
      });
      (window as unknown as { __sqStatus: typeof log }).__sqStatus = log;
      return performance.now();
    });
  const statusLog = (page: Page) =>
    page.evaluate(() => (window as unknown as { __sqStatus: { text: string; t: number }[] }).__sqStatus);

  it('moves on every autoplay-duration seconds (4 on the demo), one picture at a time', async () => {
    const { page, expectNoErrors } = await fresh();
    await page.addInitScript(observeLayoutShifts);
    await page.addInitScript(() => {
      void customElements.whenDefined('sq-gallery').then(() => {
        (window as unknown as { __sqStarted: number }).__sqStarted = performance.now();
      });
    });
    await openGallery(page, '/gallery/slideshow');
    await recordStatus(page);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.sq-gallery__image')]
        .slice(0, 1)
        .every((image) => image.complete),
    );
    await expectNoShifts(page);
    await page.waitForFunction(() => (window as unknown as { __sqStatus: unknown[] }).__sqStatus.length >= 1, null, {
      timeout: DEMO_AUTOPLAY + timerLate(DEMO_AUTOPLAY) + 3000,
    });
    const [first] = await statusLog(page);
    expect(first?.text).toBe(`Image 2 of ${COUNT}`);
    // The first move comes 4 s after the gallery started (the page's clock).
    const started = await page.evaluate(() => (window as unknown as { __sqStarted: number }).__sqStarted);
    expectTimer(first!.t - started, DEMO_AUTOPLAY, 'from the start to the first move');
    // One picture fills the track.
    const { list, item } = await page.evaluate(() => ({
      list: document.querySelector('.sq-gallery__list')!.clientWidth,
      item: document.querySelector('.sq-gallery__item')!.getBoundingClientRect().width,
    }));
    expect(item).toBeCloseTo(list, 0);
    // Its thumbnail strip is as high as its setting (80 px) and moves it.
    expect(
      await page.locator('.sq-gallery__thumbnails').evaluate((strip) => strip.getBoundingClientRect().height),
    ).toBe(80);
    await page.locator('.sq-gallery__thumbnails button').nth(6).click();
    expect(await status(page)).toBe(`Image 7 of ${COUNT}`);
    await page.locator('.sq-gallery__indicators button').nth(2).click();
    expect(await status(page)).toBe(`Image 3 of ${COUNT}`);
    expectNoErrors();
  });

  it('holds while the pointer is over it or focus is in it, and stops and starts with its pause button', async () => {
    const { page, expectNoErrors } = await fresh();
    // The pointer comes to rest on the server's markup before its view is live (React held
    // back): no enter event comes once it is, and it holds all the same.
    const react = await holdReact(page);
    await openGallery(page, '/gallery/slideshow');
    await page.locator('.sq-gallery__list').hover();
    await expect.poll(react.asked).toBe(true);
    const reactLoaded = page.waitForResponse(/\/dist\/lazy\/react-[\w-]+\.js$/);
    react.release();
    await reactLoaded;
    // A second a picture makes the holds quick to see.
    await page.locator('sq-gallery').evaluate((host) => host.setAttribute('autoplay-duration', '1'));
    await recordStatus(page);
    await page.waitForTimeout(1300);
    expect(await statusLog(page)).toEqual([]);
    // Away from it, it moves on within a second or so (late on a loaded machine, never held).
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => (window as unknown as { __sqStatus: unknown[] }).__sqStatus.length >= 1, null, {
      timeout: 5000,
    });
    // Focus inside holds it too.
    await page.locator('.sq-gallery__pause').focus();
    await recordStatus(page);
    await page.waitForTimeout(1300);
    expect(await statusLog(page)).toEqual([]);
    // The pause button stops it, says so, and plays again.
    const pause = page.locator('.sq-gallery__pause');
    expect(await pause.textContent()).toBe('Pause');
    await pause.click();
    expect(await pause.getAttribute('aria-pressed')).toBe('true');
    expect(await pause.textContent()).toBe('Play');
    await page.mouse.move(5, 5);
    await page.locator('body').focus();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await recordStatus(page);
    await page.waitForTimeout(1300);
    expect(await statusLog(page)).toEqual([]);
    await pause.click();
    expect(await pause.textContent()).toBe('Pause');
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.waitForFunction(() => (window as unknown as { __sqStatus: unknown[] }).__sqStatus.length >= 1, null, {
      timeout: 5000,
    });
    await expectNoViolations(page, '/gallery/slideshow');
    expectNoErrors();
  });

  it('does not autoplay under prefers-reduced-motion', async () => {
    const { page, expectNoErrors } = await fresh();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openGallery(page, '/gallery/slideshow');
    await page.locator('sq-gallery').evaluate((host) => host.setAttribute('autoplay-duration', '1'));
    await page.mouse.move(5, 5);
    await recordStatus(page);
    await page.waitForTimeout(1300);
    expect(await statusLog(page)).toEqual([]);
    expectNoErrors();
  });
});

describe('the 1,000-image grid', () => {
  it('loads only the pictures near the screen of the 1,000-image grid, and the next ones as it scrolls', async () => {
    const { page, expectNoErrors } = await fresh();
    await page.addInitScript(observeLayoutShifts);
    await openGallery(page, '/gallery/scroll');
    expect(await page.locator('.sq-gallery__item').count()).toBe(SCROLL_GALLERY_SIZE);
    /** Which pictures (by index) the browser has asked for. */
    const requested = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => /scroll-(\d{4})\.webp/.exec(entry.name)?.[1])
          .filter((id): id is string => id !== undefined)
          .map(Number),
      );
    // The pictures on the screen load first (however slow the machine), then a moment for more.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.sq-gallery__image')]
        .filter((image) => image.getBoundingClientRect().top < innerHeight)
        .every((image) => image.complete),
    );
    await page.waitForTimeout(500);
    const atTop = await requested();
    expect(atTop.length).toBeGreaterThan(5);
    expect(atTop.length).toBeLessThan(120);
    expect(Math.max(...atTop)).toBeLessThan(150);
    // Halfway down, the pictures there load; the whole grid still does not.
    const middle = await page
      .locator('.sq-gallery__item')
      .nth(500)
      .evaluate((item) => {
        item.scrollIntoView({ block: 'center' });
        return item.querySelector('img')!.currentSrc || item.querySelector('img')!.src;
      });
    await page.waitForFunction(() => {
      const image = document.querySelectorAll<HTMLImageElement>('.sq-gallery__image')[500]!;
      return image.complete && image.naturalWidth > 0;
    });
    expect(middle).toContain('scroll-0501');
    const after = await requested();
    expect(after).toContain(501);
    expect(after.length).toBeLessThan(300);
    await expectNoShifts(page);
    expectNoErrors();
  });
});

describe('the hostile test gallery', () => {
  it('without a priority, loads every picture lazily, its first row too', async () => {
    const { page, expectNoErrors } = await fresh();
    await openGallery(page, '/gallery/hostile');
    expect(await page.locator('sq-gallery').getAttribute('priority')).toBeNull();
    const loading = await page.$$eval('.sq-gallery__image, .sq-gallery__video', (images) =>
      images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]),
    );
    expect(loading.length).toBeGreaterThan(1);
    expect(loading.every(([lazy, priority]) => lazy === 'lazy' && priority !== 'high')).toBe(true);
    expectNoErrors(/^SecurityError: .*Blocked a frame with origin "null"|images\[1\]: .*clickthroughUrl/);
  });

  it('shows markup as text, makes no javascript: link and runs a video only in its sandboxed frame', async () => {
    const { page, expectNoErrors } = await fresh();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openGallery(page, '/gallery/hostile');
    const title = await page.title();
    expect(await page.locator('.sq-gallery__title').first().textContent()).toBe(
      '<img src=x onerror="alert(1)"><b>Summit</b> & "friends" </script><script>alert(2)</script>',
    );
    expect(await page.locator('.sq-gallery__body').first().textContent()).toBe('Written in the summit log at 1,402 m.');
    expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
    const frame = page.frameLocator('iframe.sq-gallery__video');
    await expect.poll(() => frame.locator('#inside').textContent()).toBe('ran in the frame');
    expect(await page.locator('iframe.sq-gallery__video').getAttribute('sandbox')).not.toContain('allow-same-origin');
    await page.waitForTimeout(200);
    expect(await page.title()).toBe(title);
    expect(dialogs).toEqual([]);
    // The frame's try at the page is refused; the gallery said why it left the link off.
    expectNoErrors(/^SecurityError: .*Blocked a frame with origin "null"|images\[1\]: .*clickthroughUrl/);
  });
});
