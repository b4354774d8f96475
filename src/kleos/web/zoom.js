// Zoom and pan of an SVG board (issue 23): the board fits its area's width; a renderer marks its map with
// data-zoom ("wheel": the mouse wheel zooms, as on Hellas's large map; "pinch": only a pinch does, so that the wheel
// still scrolls the page) and may name the part to open on with data-home="x y w h" (the seat's own area).
//   - two fingers pinch (touch), a laptop's pinch (ctrl + wheel), the wheel where allowed: zoom around the point;
//   - a drag (mouse, pen, or one finger once zoomed in) moves the map; a drag never counts as a click;
//   - the buttons + − and ⟲ (back to the opening view) do the same from the keyboard.
// render() draws a new SVG after every change: the view is kept per key (the game and seat) and given to the next.
import { t } from "/static/i18n.js";

const kept = new Map(); // key -> { cx, cy, scale } (scale 1: the whole board fits)
const MAX_SCALE = 8;
const DRAG = 6; // pixels a pointer moves before a press becomes a drag

const parse = (text) => {
  const [x, y, w, h] = (text || "").split(/[\s,]+/).map(Number);
  return [x, y, w, h].every(Number.isFinite) && w > 0 && h > 0 ? { x, y, w, h } : null;
};

/** Make the board's zoomable map (if any) in ``container`` zoomable; ``key`` keeps its view across redraws. */
export function attachZoom(container, key) {
  const svg = container.querySelector("svg[data-zoom]");
  if (!svg) return null;
  const full = parse(svg.getAttribute("viewBox"));
  if (!full) return null;
  const box = document.createElement("div");
  box.className = "zoom-box";
  svg.replaceWith(box);
  box.append(svg);
  const rect = svg.getBoundingClientRect();
  const aspect = rect.width > 0 && rect.height > 0 ? rect.width / rect.height : full.w / full.h;
  // the whole board, widened to the element's shape: scale 1
  const fitW = Math.max(full.w, full.h * aspect);
  const home = parse(svg.dataset.home);
  const homeView = home ? { cx: home.x + home.w / 2, cy: home.y + home.h / 2,
    scale: Math.min(MAX_SCALE, Math.max(1, fitW / Math.max(home.w, home.h * aspect))) } : null;
  let view = { ...(kept.get(key) || homeView || { cx: full.x + full.w / 2, cy: full.y + full.h / 2, scale: 1 }) };

  const width = () => fitW / view.scale;
  function clamp() {
    view.scale = Math.min(MAX_SCALE, Math.max(1, view.scale));
    const w = width();
    const h = w / aspect;
    const fix = (c, lo, size, span) => (span >= size ? lo + size / 2 : Math.min(lo + size - span / 2, Math.max(lo + span / 2, c)));
    view.cx = fix(view.cx, full.x, full.w, w);
    view.cy = fix(view.cy, full.y, full.h, h);
  }
  function apply() {
    clamp();
    const w = width();
    const h = w / aspect;
    svg.setAttribute("viewBox", `${(view.cx - w / 2).toFixed(2)} ${(view.cy - h / 2).toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)}`);
    svg.dataset.scale = view.scale.toFixed(3); // read by the browser tests
    svg.style.touchAction = view.scale > 1.001 ? "none" : "pan-y";
    svg.classList.toggle("zoomed", view.scale > 1.001);
    svg.classList.toggle("near", view.scale >= 1.8); // close enough for the small names (kleos.css)
    kept.set(key, { ...view });
  }
  /** The board point under a point of the screen. */
  function toBoard(clientX, clientY) {
    const r = svg.getBoundingClientRect();
    const w = width();
    const h = w / aspect;
    return [view.cx - w / 2 + ((clientX - r.left) / r.width) * w, view.cy - h / 2 + ((clientY - r.top) / r.height) * h];
  }
  /** Zoom by ``factor`` keeping the board point under (clientX, clientY) where it is. */
  function zoomAt(factor, clientX, clientY) {
    const [bx, by] = toBoard(clientX, clientY);
    const before = view.scale;
    view.scale = Math.min(MAX_SCALE, Math.max(1, view.scale * factor));
    const k = before / view.scale;
    view.cx = bx + (view.cx - bx) * k;
    view.cy = by + (view.cy - by) * k;
    apply();
  }
  function panBy(dxPixels, dyPixels) {
    const r = svg.getBoundingClientRect();
    const perPixel = width() / r.width;
    view.cx -= dxPixels * perPixel;
    view.cy -= dyPixels * perPixel;
    apply();
  }
  const centreOfScreen = () => {
    const r = svg.getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2];
  };

  svg.addEventListener("wheel", (e) => {
    if (svg.dataset.zoom !== "wheel" && !e.ctrlKey) return; // the page scrolls
    e.preventDefault();
    zoomAt(Math.exp(-e.deltaY * (e.ctrlKey ? 0.01 : 0.0015)), e.clientX, e.clientY);
  }, { passive: false });

  // mouse and pen: press, drag to move; the click after a drag is swallowed (it was not a choice)
  let press = null;
  let swallow = false;
  svg.addEventListener("pointerdown", (e) => {
    if (e.pointerType === "touch" || e.button !== 0) return;
    press = { x: e.clientX, y: e.clientY, lastX: e.clientX, lastY: e.clientY, dragging: false, id: e.pointerId };
  });
  svg.addEventListener("pointermove", (e) => {
    if (!press || e.pointerId !== press.id) return;
    if (!press.dragging && Math.hypot(e.clientX - press.x, e.clientY - press.y) > DRAG) {
      press.dragging = true;
      svg.setPointerCapture?.(e.pointerId);
      svg.classList.add("dragging");
    }
    if (press.dragging) {
      panBy(e.clientX - press.lastX, e.clientY - press.lastY);
      press.lastX = e.clientX;
      press.lastY = e.clientY;
    }
  });
  const release = () => {
    if (press && press.dragging) swallow = true;
    press = null;
    svg.classList.remove("dragging");
  };
  svg.addEventListener("pointerup", release);
  svg.addEventListener("pointercancel", release);
  svg.addEventListener("click", (e) => {
    if (!swallow) return;
    swallow = false;
    e.stopPropagation();
    e.preventDefault();
  }, true);

  // touch: two fingers pinch and move; one finger moves the map once it is zoomed in (else the page scrolls)
  let touch = null;
  const mid = (a, b) => [(a.clientX + b.clientX) / 2, (a.clientY + b.clientY) / 2];
  const gap = (a, b) => Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
  svg.addEventListener("touchstart", (e) => {
    if (e.touches.length >= 2) {
      const [a, b] = [e.touches[0], e.touches[1]];
      touch = { pinch: true, gap: gap(a, b), mid: mid(a, b) };
      e.preventDefault();
    } else if (e.touches.length === 1) {
      const p = e.touches[0];
      touch = { pinch: false, x: p.clientX, y: p.clientY, lastX: p.clientX, lastY: p.clientY, moving: false };
    }
  }, { passive: false });
  svg.addEventListener("touchmove", (e) => {
    if (!touch) return;
    if (touch.pinch && e.touches.length >= 2) {
      e.preventDefault();
      const [a, b] = [e.touches[0], e.touches[1]];
      const now = gap(a, b);
      const [mx, my] = mid(a, b);
      if (touch.gap > 0) zoomAt(now / touch.gap, mx, my);
      panBy(mx - touch.mid[0], my - touch.mid[1]);
      touch.gap = now;
      touch.mid = [mx, my];
    } else if (!touch.pinch && e.touches.length === 1 && view.scale > 1.001) {
      const p = e.touches[0];
      if (!touch.moving && Math.hypot(p.clientX - touch.x, p.clientY - touch.y) > DRAG) touch.moving = true;
      if (touch.moving) {
        e.preventDefault();
        panBy(p.clientX - touch.lastX, p.clientY - touch.lastY);
        touch.lastX = p.clientX;
        touch.lastY = p.clientY;
      }
    }
  }, { passive: false });
  svg.addEventListener("touchend", (e) => {
    if (touch && (touch.pinch || touch.moving)) {
      swallow = true; // the click a moving touch ends with is no choice
      setTimeout(() => { swallow = false; }, 400);
    }
    if (!e.touches.length) touch = null;
  });

  const button = (text, title, onclick, cls) => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = cls;
    b.textContent = text;
    b.title = title;
    b.setAttribute("aria-label", title);
    b.addEventListener("click", onclick);
    return b;
  };
  const controls = document.createElement("div");
  controls.className = "zoom-controls";
  controls.append(
    button("+", t("Zoom in"), () => zoomAt(1.5, ...centreOfScreen()), "zoom-in"),
    button("−", t("Zoom out"), () => zoomAt(1 / 1.5, ...centreOfScreen()), "zoom-out"),
    button("⟲", homeView ? t("Back to your area") : t("The whole board"), () => {
      view = { ...(homeView || { cx: full.x + full.w / 2, cy: full.y + full.h / 2, scale: 1 }) };
      apply();
    }, "zoom-home"));
  box.append(controls);
  apply();
  return { zoomAt, panBy, view: () => ({ ...view }) };
}
