// The background canvas (spec §2, §9), as a tiny standalone module so that it runs on every page,
// hydrated or not (docs/decisions/005-static-guest-landing.md). Drifting dots joined by faint
// lines; their count and size depend on the width (breakpoints 480/768/1024) and on touch
// devices. One still frame under prefers-reduced-motion; paused while the tab is hidden.
// `data-running` on the canvas tells whether the animation loop runs.

export function sizesFor(width, mobile) {
  if (width < 480) return { count: 14, radius: 2, link: 90 };
  if (width < 768) return { count: mobile ? 18 : 24, radius: 2.5, link: 110 };
  if (width < 1024) return { count: mobile ? 26 : 34, radius: 3, link: 130 };
  return { count: mobile ? 34 : 48, radius: 3, link: 150 };
}

function run() {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
  const mobile = window.matchMedia("(pointer: coarse)").matches;
  let canvas = null;
  let ctx = null;
  let dots = [];
  let sizes = sizesFor(window.innerWidth, mobile);
  let frame = 0;

  // React may replace the canvas (an error page renders a new shell): find it again when needed.
  const attach = () => {
    const found = document.querySelector("canvas[data-background]");
    if (found === canvas) return Boolean(canvas);
    canvas = found;
    ctx = canvas ? canvas.getContext("2d") : null;
    if (ctx) resize();
    return Boolean(ctx);
  };

  function resize() {
    if (!canvas || !ctx) return;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    canvas.width = window.innerWidth * ratio;
    canvas.height = window.innerHeight * ratio;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    sizes = sizesFor(window.innerWidth, mobile);
    dots = Array.from({ length: sizes.count }, () => ({
      x: Math.random() * window.innerWidth,
      y: Math.random() * window.innerHeight,
      vx: (Math.random() - 0.5) * 0.3,
      vy: (Math.random() - 0.5) * 0.3,
    }));
  }

  function draw() {
    if (!(canvas && canvas.isConnected) && !attach()) return;
    const w = window.innerWidth;
    const h = window.innerHeight;
    ctx.clearRect(0, 0, w, h);
    for (const d of dots) {
      d.x = (d.x + d.vx + w) % w;
      d.y = (d.y + d.vy + h) % h;
    }
    ctx.lineWidth = 1;
    for (let i = 0; i < dots.length; i++) {
      for (let j = i + 1; j < dots.length; j++) {
        const a = dots[i];
        const b = dots[j];
        const dist = Math.hypot(a.x - b.x, a.y - b.y);
        if (dist < sizes.link) {
          ctx.strokeStyle = `rgba(29, 78, 216, ${0.12 * (1 - dist / sizes.link)})`;
          ctx.beginPath();
          ctx.moveTo(a.x, a.y);
          ctx.lineTo(b.x, b.y);
          ctx.stroke();
        }
      }
    }
    ctx.fillStyle = "rgba(29, 78, 216, 0.25)";
    for (const d of dots) {
      ctx.beginPath();
      ctx.arc(d.x, d.y, sizes.radius, 0, Math.PI * 2);
      ctx.fill();
    }
  }

  const loop = () => {
    draw();
    if (canvas) canvas.dataset.running = "true";
    frame = window.requestAnimationFrame(loop);
  };
  const start = () => {
    window.cancelAnimationFrame(frame);
    frame = 0;
    if (reduced.matches || document.hidden) {
      draw();
      if (canvas) canvas.dataset.running = "false";
    } else loop();
  };

  attach();
  start();
  window.addEventListener("resize", resize);
  document.addEventListener("visibilitychange", start);
  reduced.addEventListener("change", start);
}

if (typeof window !== "undefined" && typeof document !== "undefined" && !window.__przewodnikBackground) {
  window.__przewodnikBackground = true;
  run();
}
