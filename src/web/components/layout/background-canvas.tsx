import { useEffect, useRef } from "react";

/**
 * Spec §2, §9: the background canvas. Drifting dots joined by faint lines; their count and size
 * depend on the width (breakpoints 480/768/1024) and on touch devices. It draws one still frame
 * under `prefers-reduced-motion` and pauses while the tab is hidden.
 */
export function sizesFor(width: number, mobile: boolean) {
  if (width < 480) return { count: 14, radius: 2, link: 90 };
  if (width < 768) return { count: mobile ? 18 : 24, radius: 2.5, link: 110 };
  if (width < 1024) return { count: mobile ? 26 : 34, radius: 3, link: 130 };
  return { count: mobile ? 34 : 48, radius: 3, link: 150 };
}

export function BackgroundCanvas() {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
    const mobile = window.matchMedia("(pointer: coarse)").matches;
    let dots: { x: number; y: number; vx: number; vy: number }[] = [];
    let sizes = sizesFor(window.innerWidth, mobile);
    let frame = 0;

    const resize = () => {
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
    };

    const draw = () => {
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
          const a = dots[i]!;
          const b = dots[j]!;
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
    };

    const loop = () => {
      draw();
      frame = window.requestAnimationFrame(loop);
    };
    // data-running shows the state to tests and to anyone inspecting the page.
    const start = () => {
      window.cancelAnimationFrame(frame);
      frame = 0;
      const still = reduced.matches || document.hidden;
      canvas.dataset.running = String(!still);
      if (still) draw();
      else loop();
    };
    const stop = () => {
      window.cancelAnimationFrame(frame);
      frame = 0;
      canvas.dataset.running = "false";
    };
    const onVisibility = () => (document.hidden ? stop() : start());

    resize();
    start();
    window.addEventListener("resize", resize);
    document.addEventListener("visibilitychange", onVisibility);
    reduced.addEventListener("change", start);
    return () => {
      stop();
      window.removeEventListener("resize", resize);
      document.removeEventListener("visibilitychange", onVisibility);
      reduced.removeEventListener("change", start);
    };
  }, []);

  return <canvas ref={ref} aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 h-full w-full" />;
}
