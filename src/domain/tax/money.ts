/** Amounts to the grosz (half away from zero, robust to binary fractions such as 1103.2704). */
export const grosz = (x: number): number => (Math.sign(x) * Math.round(Math.abs(x) * 100 + 1e-7)) / 100;

/** Tax bases and taxes to the full złoty (Ordynacja podatkowa art. 63: < 50 gr down, ≥ 50 gr up). */
export const zloty = (x: number): number => Math.sign(x) * Math.round(Math.abs(x) + 1e-9);
